// The `tapestry` command line (design §5) arrives with the source clients (issue 3).
console.error('tapestry: the command line is not built yet.')
process.exitCode = 1
