// Tapestry's packages (electron-builder). `npm run dist` builds the ones for the system it runs on;
// .github/workflows/ci.yml builds all of them on a version tag. What ships is what runs: the built
// code (out/), the drawn resources, package.json and the production dependencies, without their
// sources and build leftovers. Nothing from test/, bench/, harness/ or src/;
// test/packaging/package-layout.test.ts builds the Linux package and checks it;
// test/packaging/mac-config.test.ts resolves the macOS part for each architecture and each set of
// signing secrets.
import process from 'node:process'
import { fileURLToPath } from 'node:url'

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

/**
 * better-sqlite3 (13, on Node-API) ships its compiled addon for every system in prebuilds/; a
 * package keeps its JavaScript and the addons of the system it is for. Its C sources (20 MB) stay
 * out, and so does any build/ a developer made by hand: the tests run the prebuilt addon, and that
 * is what ships.
 */
const SQLITE_PREBUILDS = { linux: ['linux', 'linuxmusl'], mac: ['darwin'], win: ['win32'] }
function sqliteFiles(platform) {
  const common = ['!node_modules/better-sqlite3/{deps,src,build}{,/**}', '!node_modules/better-sqlite3/binding.gyp']
  if (platform === undefined) return common
  const others = Object.entries(SQLITE_PREBUILDS).flatMap(([name, prefixes]) => (name === platform ? [] : prefixes))
  return [...common, `!node_modules/better-sqlite3/prebuilds/{${others.join(',')}}-*.node`]
}

/**
 * What every package holds. A platform's `files` is a second file set beside the top-level one, not
 * an addition to it (an exclusion alone there would let everything else in), so each platform gets
 * the whole list, with the platform named for the addons it keeps (none named: all of them).
 */
function appFiles(platform, ...exclusions) {
  return [
    'out/**',
    'resources/**',
    'package.json',
    '!**/*.map',
    // The browser harness's own build of the window (npm run demo, the browser tests) lives in out/ too.
    '!out/harness{,/**}',
    ...sqliteFiles(platform),
    ...exclusions,
  ]
}

/** The `tapestry` command-line launcher, beside the archive in resources/bin (each system its own). */
const launcher = (name) => [{ from: `packaging/bin/${name}`, to: `bin/${name}` }]

/**
 * The AppStream metadata (what GNOME Software and KDE Discover show), installed by the .deb and .rpm
 * at /usr/share/metainfo/<app id>.metainfo.xml. electron-builder 26 has no option for a file at an
 * absolute path in the package (extraFiles' `to` is inside the app's folder), so it is one more
 * `source=destination` mapping for fpm: FpmTarget passes `fpm` after its own options, beside the
 * mappings it adds for the app folder, the icons and the desktop entry (app-builder-lib's
 * targets/FpmTarget.js); the source is absolute, as those are, since fpm reads it from its own cwd.
 */
export const METAINFO = {
  source: fileURLToPath(new URL('packaging/linux/io.github.tapestryapp.Tapestry.metainfo.xml', import.meta.url)),
  destination: '/usr/share/metainfo/io.github.tapestryapp.Tapestry.metainfo.xml',
}
const installMetainfo = [`${METAINFO.source}=${METAINFO.destination}`]

/**
 * The secrets that sign and notarise the macOS packages, as electron-builder 26 reads them from the
 * environment (node_modules/app-builder-lib: platformPackager.js getCscLink/getCscPassword for the
 * certificate; mac/MacTargetHelper.js getNotarizeOptions for notarisation, which tries them in this
 * order). CSC_LINK is the Developer ID Application certificate with its private key, a .p12 as
 * base64, a path or an https link (codeSign/codesign.js importCertificate); CSC_KEY_PASSWORD its
 * password. APPLE_API_KEY is the path of the App Store Connect key's .p8 file (@electron/notarize:
 * "File system path to the .p8 private key"), so the workflow writes that file from a secret.
 */
export const MAC_CERTIFICATE_SECRETS = ['CSC_LINK', 'CSC_KEY_PASSWORD']
export const NOTARIZATION_CREDENTIALS = {
  'an Apple ID': ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'],
  'an App Store Connect API key': ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'],
  'a notarytool keychain profile': ['APPLE_KEYCHAIN_PROFILE'],
}

/** The Mac architectures Tapestry ships, each its own .dmg and .zip. */
export const MAC_ARCHES = ['x64', 'arm64']

/** GitHub gives an unset secret as an empty string: here both mean "not configured". */
const isSet = (value) => typeof value === 'string' && value.trim() !== ''

/**
 * Which of electron-builder's notarisation methods the environment configures, or undefined; a method
 * given in part is an error, as electron-builder makes it (MacTargetHelper.getNotarizeOptions throws
 * "APPLE_APP_SPECIFIC_PASSWORD env var needs to be set" and the like), said here before the build.
 */
export function notarizationMethod(env) {
  for (const [name, vars] of Object.entries(NOTARIZATION_CREDENTIALS)) {
    // electron-builder takes up the Apple ID method on APPLE_ID or its password (APPLE_TEAM_ID alone
    // starts nothing), the others on any of theirs.
    const starters = name === 'an Apple ID' ? vars.slice(0, 2) : vars
    if (!starters.some((key) => isSet(env[key]))) continue
    const missing = vars.filter((key) => !isSet(env[key]))
    if (missing.length > 0) throw new Error(`Notarising with ${name} needs ${vars.join(', ')}: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set.`)
    return name
  }
  return undefined
}

/**
 * How the macOS app is signed. Unsigned is not an option: on Apple silicon a downloaded app whose
 * signature is missing or broken (electron-builder rewrites Electron's Info.plist, which breaks the
 * runtime's own ad hoc signature) is "damaged and can't be opened", with no Open Anyway
 * (electron-userland/electron-builder#5850); notification buttons need a signed app
 * (https://www.electronjs.org/docs/latest/api/structures/notification-action); safeStorage's keychain
 * item and the login item are tied to the signature.
 *
 * - No certificate: ad hoc (`identity: '-'`, MacOptions.identity in app-builder-lib's
 *   options/macOptions.d.ts: "opt in to ad-hoc signing explicitly"; without it electron-builder skips
 *   signing, "there is no automatic ad-hoc fallback"). Hardened runtime off, as that same file says
 *   for ad hoc (library validation would refuse Electron's frameworks), and no notarisation, which
 *   needs a Developer ID (electron-builder's sign() would otherwise try it after any signature).
 * - A certificate (CSC_LINK, or CSC_NAME naming one in the keychain): `identity` left to electron-builder,
 *   which finds the Developer ID Application identity it imported; hardened runtime (notarisation
 *   requires it) with electron-builder's default entitlements (JIT, and library validation off for
 *   the native modules); notarised when credentials are set. On CI a certificate without them is an
 *   error: a signed, un-notarised download still meets Gatekeeper's warning, and a release should not
 *   half-do it silently.
 */
export function macSigning(env) {
  // electron-builder takes an empty CSC_LINK as a certificate (getCscLink: chooseNotNull keeps ""), then fails on it.
  if (env.CSC_LINK === '') throw new Error('CSC_LINK is set but empty: unset it to sign ad hoc, or give the certificate.')
  const certificate = isSet(env.CSC_LINK) || isSet(env.CSC_NAME)
  const notarization = notarizationMethod(env)
  if (!certificate) {
    if (notarization) throw new Error(`Notarisation credentials (${notarization}) are set but no Developer ID certificate (CSC_LINK): Apple notarises only Developer ID-signed apps.`)
    return { identity: '-', hardenedRuntime: false, notarize: false }
  }
  // With auto-discovery off, electron-builder looks for no identity but CSC_NAME (codeSign/macCodeSign.js findIdentity) and signs nothing.
  if (env.CSC_IDENTITY_AUTO_DISCOVERY === 'false' && !isSet(env.CSC_NAME)) {
    throw new Error('CSC_IDENTITY_AUTO_DISCOVERY=false stops electron-builder from finding the certificate CSC_LINK imports: unset it, or name the identity with CSC_NAME.')
  }
  if (!notarization && isSet(env.CI) && env.CI !== 'false') {
    const methods = Object.values(NOTARIZATION_CREDENTIALS).map((vars) => vars.join(' + '))
    throw new Error(`A Developer ID certificate is set but no notarisation credentials: set ${methods.join(', or ')}.`)
  }
  return { hardenedRuntime: true, notarize: notarization !== undefined }
}

/**
 * The architecture the macOS packages are built for: the build machine's own. Two packages, one
 * per architecture, each built on a Mac of that architecture (.github/workflows/ci.yml), rather than
 * one universal app: npm installs only the build machine's sharp binaries (@img/sharp-darwin-<arch>
 * and its libvips, https://sharp.pixelplumbing.com/install/#cross-platform), so a universal app (or
 * an x64 build on an arm64 Mac) would carry the wrong sharp; a universal app would also be both
 * downloads in one.
 * TAPESTRY_MAC_ARCH, set by the workflow for each runner, must agree with the machine.
 */
export function macArch(env, hostArch) {
  const wanted = isSet(env.TAPESTRY_MAC_ARCH) ? env.TAPESTRY_MAC_ARCH : undefined
  if (wanted !== undefined && !MAC_ARCHES.includes(wanted)) throw new Error(`TAPESTRY_MAC_ARCH must be one of ${MAC_ARCHES.join(', ')}, not ${wanted}.`)
  if (wanted !== undefined && wanted !== hostArch) {
    throw new Error(`TAPESTRY_MAC_ARCH is ${wanted} but this machine is ${hostArch}: its node_modules hold sharp's ${hostArch} binaries. Build the ${wanted} package on a ${wanted} Mac.`)
  }
  // Only a Mac builds the .dmg (hdiutil), and every Mac is x64 or arm64: elsewhere this part is not used.
  return wanted ?? (hostArch === 'arm64' ? 'arm64' : 'x64')
}

/**
 * The whole configuration, for an environment and a build machine's architecture (the default export
 * is this for the running process; the tests resolve it for other cases).
 * @returns {import('electron-builder').Configuration}
 */
export function builderConfig({ env, hostArch }) {
  const arch = macArch(env, hostArch)
  return {
    appId: 'io.github.tapestryapp.Tapestry',
    productName: 'Tapestry',
    copyright: 'Copyright © Tapestry contributors',
    directories: { output: 'dist', buildResources: 'build' },
    files: appFiles(undefined),
    asarUnpack: [WALLPAPER_HELPERS.macos, WALLPAPER_HELPERS.windows, ...SHARP_NATIVE],
    // Nothing is rebuilt for Electron: better-sqlite3 and sharp are Node-API addons, prebuilt per
    // system and loaded by Node and Electron alike, so a package carries the very binaries the tests
    // ran (a rebuild would compile better-sqlite3 from source against Electron's headers instead).
    npmRebuild: false,
    // Where the packages that update themselves (the AppImage, the macOS app, the Windows installer's)
    // look for a newer version: GitHub releases (src/main/electron/updates.ts). electron-builder writes
    // it into each package as resources/app-update.yml, and beside the packages the latest-linux.yml,
    // latest-mac.yml and latest.yml the release must carry for electron-updater to read. The .deb and
    // .rpm get it too, with resources/package-type, by which Tapestry knows to leave their updates to
    // the system. `npm run dist` passes --publish never: nothing is uploaded from here.
    publish: { provider: 'github', owner: 'tapestryapp', repo: 'tapestry' },
    linux: {
      target: ['AppImage', 'deb', 'rpm'],
      // Linux sets wallpapers with Tapestry's own backends, never the wallpaper package's helpers
      // (electron-builder itself leaves .exe files out of every non-Windows package).
      files: appFiles('linux', `!${WALLPAPER_HELPERS.macos}`),
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
          // The languages of src/shared/i18n/messages (docs/i18n.md): "Tapestry" is a name, not
          // translated; what it is, what it does and the words to find it by are. The Comment
          // keys translate package.json's description (the entry's Comment).
          'GenericName[de]': 'Hintergrundbildverwaltung',
          'Comment[de]': 'Hintergrundbilder verwalten: auf Wallhaven, Unsplash und Reddit suchen, als Hintergrund festlegen und über die Systemleiste wechseln.',
          'Keywords[de]': 'Hintergrundbild;Hintergrund;Desktop;Wallhaven;Unsplash;Reddit;Fotos;',
          'GenericName[es]': 'Gestor de fondos de escritorio',
          'Comment[es]': 'Gestor de fondos de escritorio: busque en Wallhaven, Unsplash y Reddit, ponga fondos y rótelos desde la bandeja del sistema.',
          'Keywords[es]': 'fondo de escritorio;fondo;escritorio;wallhaven;unsplash;reddit;fotos;',
          'GenericName[fr]': 'Gestionnaire de fonds d’écran',
          'Comment[fr]': 'Gestionnaire de fonds d’écran : cherchez sur Wallhaven, Unsplash et Reddit, appliquez des fonds d’écran et faites-les tourner depuis la zone de notification.',
          'Keywords[fr]': 'fond d’écran;arrière-plan;bureau;wallhaven;unsplash;reddit;photos;',
          'GenericName[pt_BR]': 'Gerenciador de papéis de parede',
          'Comment[pt_BR]': 'Gerenciador de papéis de parede: pesquise no Wallhaven, Unsplash e Reddit, aplique papéis de parede e troque-os pela bandeja do sistema.',
          'Keywords[pt_BR]': 'papel de parede;plano de fundo;área de trabalho;wallhaven;unsplash;reddit;fotos;',
          'GenericName[zh_CN]': '壁纸管理器',
          'Comment[zh_CN]': '桌面壁纸管理器：在 Wallhaven、Unsplash 和 Reddit 上搜索，设置壁纸，并从托盘轮换。',
          'Keywords[zh_CN]': '壁纸;背景;桌面;wallhaven;unsplash;reddit;照片;',
        },
      },
    },
    deb: { afterInstall: 'packaging/linux/after-install.tpl', afterRemove: 'packaging/linux/after-remove.tpl', fpm: installMetainfo },
    rpm: { afterInstall: 'packaging/linux/after-install.tpl', afterRemove: 'packaging/linux/after-remove.tpl', fpm: installMetainfo },
    mac: {
      target: [
        { target: 'dmg', arch: [arch] },
        { target: 'zip', arch: [arch] },
      ],
      // The architecture in every name (electron-builder leaves it out for x64 by default), so the two
      // Macs' packages sit side by side in one release.
      artifactName: '${productName}-${version}-${arch}.${ext}',
      // Each Mac's package keeps the database addon of its own architecture only.
      files: appFiles('mac', `!node_modules/better-sqlite3/prebuilds/darwin-${MAC_ARCHES.find((other) => other !== arch)}.node`),
      extraResources: launcher('tapestry'),
      icon: 'build/icon.icns',
      category: 'public.app-category.utilities',
      // Notification buttons (Favourite, Block) show only with the alert style
      // (https://www.electronjs.org/docs/latest/api/structures/notification-action).
      extendInfo: { NSUserNotificationAlertStyle: 'alert' },
      ...macSigning(env),
    },
    win: {
      target: ['nsis'],
      files: appFiles('win', `!${WALLPAPER_HELPERS.macos}`),
      extraResources: launcher('tapestry.cmd'),
      icon: 'build/icon.ico',
    },
    // No spaces in the installer's name: GitHub turns them into dots on upload, and the update feed
    // (latest.yml, which electron-builder writes with the name as built) would then point nowhere.
    nsis: { oneClick: true, perMachine: false, artifactName: '${productName}-Setup-${version}.${ext}' },
  }
}

export default builderConfig({ env: process.env, hostArch: process.arch })
