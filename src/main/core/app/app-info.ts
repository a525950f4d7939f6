import packageJson from '../../../../package.json' with { type: 'json' }

export const APP_NAME = 'Tapestry'
/**
 * The app's id everywhere a system asks for one: electron-builder's appId (so the Windows installer's
 * shortcut and the running app share one AppUserModelID, grouping its taskbar button and
 * notifications) and the reverse-DNS base of the Linux desktop entry's name.
 */
export const APP_ID = 'io.github.tapestryapp.Tapestry'
export const APP_VERSION: string = packageJson.version
export const HOMEPAGE: string = packageJson.homepage

/**
 * Reddit's rule (`<platform>:<app ID>:<version> (by …)`) is the strictest form and reads well
 * everywhere, so every source gets the same descriptive agent; Wikimedia's policy also asks for a
 * way to reach the app's makers, hence the home page.
 */
export const USER_AGENT = `desktop:tapestry:${APP_VERSION} (Tapestry desktop wallpaper manager; ${HOMEPAGE})`
