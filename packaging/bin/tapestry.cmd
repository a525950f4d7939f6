@echo off
rem `tapestry`, the command line of an installed Tapestry: the bundled CLI run by the app's own
rem runtime (ELECTRON_RUN_AS_NODE=1). This file sits in the app's resources\bin folder.
setlocal
set ELECTRON_RUN_AS_NODE=1
"%~dp0..\..\Tapestry.exe" "%~dp0..\app.asar\out\main\cli.js" %*
