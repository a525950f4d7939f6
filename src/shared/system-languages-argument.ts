// The system's preferred languages, from the main process to the window's preload: Electron's
// app.getPreferredSystemLanguages() is the list the menus are matched against, and Chromium's
// navigator.languages may differ from it (on Linux Chromium takes one locale, app.getLocale(); with
// LANGUAGE=fi:de the menus are German and Chromium says Finnish). The main window passes the list
// as one switch of webPreferences.additionalArguments, which Electron appends to the renderer's
// process.argv, where the sandboxed preload reads it.

const SWITCH = '--tapestry-system-languages='

/** A language tag as BCP 47 writes one: letters, digits and hyphens, at most 35 characters. */
const TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/

/** The switch for `languages`, keeping only well-formed tags (at most 16). */
export function systemLanguagesArgument(languages: readonly string[]): string {
  return `${SWITCH}${languages
    .filter((tag) => TAG.test(tag) && tag.length <= 35)
    .slice(0, 16)
    .join(',')}`
}

/** The languages the switch in `argv` carries; null when there is none (a browser, an older main process). */
export function systemLanguagesFrom(argv: readonly string[]): string[] | null {
  const given = argv.findLast((arg) => arg.startsWith(SWITCH))
  if (given === undefined) return null
  return given
    .slice(SWITCH.length)
    .split(',')
    .filter((tag) => TAG.test(tag) && tag.length <= 35)
    .slice(0, 16)
}
