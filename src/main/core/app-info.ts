import packageJson from '../../../package.json' with { type: 'json' }

export const APP_NAME = 'Tapestry'
export const APP_VERSION: string = packageJson.version

/**
 * Reddit's rule (`<platform>:<app ID>:<version> (by …)`) is the strictest of the three sources
 * and reads well everywhere, so every source gets the same descriptive agent.
 */
export const USER_AGENT = `desktop:tapestry:${APP_VERSION} (Tapestry desktop wallpaper manager)`
