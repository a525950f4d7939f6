// Tapestry's packages (electron-builder). `npm run dist` builds the ones for the system it runs on;
// .github/workflows/ci.yml builds all of them on a version tag. What ships is what runs: the built
// code (out/), the drawn resources, package.json and the production dependencies, without their
// sources and build leftovers. Nothing from test/, bench/, harness/ or src/;
// test/packaging/package-layout.test.ts builds the Linux package and checks it.

/** The wallpaper package's macOS and Windows helpers, run with execFile: they must be on disk, not in the archive. */
export const WALLPAPER_HELPERS = {
  macos: 'node_modules/wallpaper/source/macos-wallpaper',
  windows: 'node_modules/wallpaper/source/windows-wallpaper-x86-64.exe',
}

/**
 * sharp (thumbnails of the person's folders): its addon and libvips, which the addon loads by a
 * path beside itself, cannot be read from inside app.asar, so both packages are unpacked whole.
 */
export const SHARP_NATIVE = ['node_modules/sharp/**/*', 'node_modules/@img/**/*']

/** better-sqlite3 needs its JavaScript and its compiled addon; its C sources (20 MB) and build leftovers stay out. */
const SQLITE_BUILD_LEFTOVERS = [
  '!node_modules/better-sqlite3/{deps,src}{,/**}',
  '!node_modules/better-sqlite3/binding.gyp',
  '!node_modules/better-sqlite3/build/{deps,Makefile,config.gypi,*.mk}{,/**}',
  '!node_modules/better-sqlite3/build/Release/{obj,obj.target,.deps}{,/**}',
  '!node_modules/better-sqlite3/build/Release/{sqlite3.a,test_extension.node}',
]

/**
 * What every package holds. A platform's `files` is a second file set beside the top-level one, not
 * an addition to it (an exclusion alone there would let everything else in), so each platform gets
 * the whole list.
 */
function appFiles(...exclusions) {
  return [
    'out/**',
    'resources/**',
    'package.json',
    '!**/*.map',
    // The browser harness's own build of the window (npm run demo, the browser tests) lives in out/ too.
    '!out/harness{,/**}',
    ...SQLITE_BUILD_LEFTOVERS,
    ...exclusions,
  ]
}

/** The `tapestry` command-line launcher, beside the archive in resources/bin (each system its own). */
const launcher = (name) => [{ from: `packaging/bin/${name}`, to: `bin/${name}` }]

/** @type {import('electron-builder').Configuration} */
export default {
  appId: 'io.github.tapestryapp.Tapestry',
  productName: 'Tapestry',
  copyright: 'Copyright © Tapestry contributors',
  directories: { output: 'dist', buildResources: 'build' },
  files: appFiles(),
  asarUnpack: [WALLPAPER_HELPERS.macos, WALLPAPER_HELPERS.windows, ...SHARP_NATIVE],
  linux: {
    target: ['AppImage', 'deb', 'rpm'],
    // Linux sets wallpapers with Tapestry's own backends, never the wallpaper package's helpers
    // (electron-builder itself leaves .exe files out of every non-Windows package).
    files: appFiles(`!${WALLPAPER_HELPERS.macos}`),
    extraResources: launcher('tapestry'),
    executableName: 'tapestry',
    icon: 'build/icons',
    category: 'Utility',
    synopsis: 'Wallpapers from Wallhaven, Unsplash and Reddit, rotating from the tray',
    // The desktop entry is named by package.json's desktopName, which Electron also uses as the
    // window's WM_CLASS and app_id, so desktops match the window to it (StartupWMClass). Its
    // Comment is package.json's description.
    syncDesktopName: true,
    desktop: {
      entry: {
        Name: 'Tapestry',
        GenericName: 'Wallpaper Manager',
        Keywords: 'wallpaper;background;desktop;wallhaven;unsplash;reddit;photos;',
      },
    },
  },
  deb: { afterInstall: 'packaging/linux/after-install.tpl', afterRemove: 'packaging/linux/after-remove.tpl' },
  rpm: { afterInstall: 'packaging/linux/after-install.tpl', afterRemove: 'packaging/linux/after-remove.tpl' },
  mac: {
    target: ['dmg', 'zip'],
    extraResources: launcher('tapestry'),
    icon: 'build/icon.icns',
    category: 'public.app-category.utilities',
  },
  win: {
    target: ['nsis'],
    files: appFiles(`!${WALLPAPER_HELPERS.macos}`),
    extraResources: launcher('tapestry.cmd'),
    icon: 'build/icon.ico',
  },
  nsis: { oneClick: true, perMachine: false },
}
