// What macOS starts at the next login of a user, for a test to start it the same way: each per-user
// launch agent in ~/Library/LaunchAgents whose RunAtLoad is true, by its ProgramArguments (launchd
// loads that folder at login: launchd.plist(5)); and an app Electron registered as its login item
// (app.setLoginItemSettings on macOS 13 and later: SMAppService.mainApp, shell/browser/browser_mac.mm),
// which macOS opens with no arguments at all (`args` is "@platform win32" in electron.d.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface LoginStart {
  /** Who starts it: the agent's file, or "SMAppService.mainApp". */
  by: string
  /** The program and its arguments. */
  argv: string[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function xmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10))
    const entity = ENTITIES[name]
    if (entity === undefined) throw new Error(`Unknown XML entity ${whole}`)
    return entity
  })
}

/** A launch agent's ProgramArguments when launchd runs it at load, else null (XML property lists only). */
export function runAtLoadArguments(plist: string): string[] | null {
  if (!/<key>RunAtLoad<\/key>\s*<true\/>/.test(plist)) return null
  const array = /<key>ProgramArguments<\/key>\s*<array>([\s\S]*?)<\/array>/.exec(plist)?.[1]
  if (array === undefined) throw new Error('A launch agent without ProgramArguments (a Program key alone is not read here).')
  return [...array.matchAll(/<string>([\s\S]*?)<\/string>/g)].map((match) => xmlText(match[1] as string))
}

/**
 * What macOS starts when this user logs in next: the launch agents in `home`, and `mainApp` (the
 * app's own executable, no arguments) when the last login item settings Electron was given turned
 * it on with the default type.
 */
export function macLoginStarts(home: string, loginItemSettings: readonly { openAtLogin?: boolean; type?: string }[], mainApp: string): LoginStart[] {
  const folder = path.join(home, 'Library', 'LaunchAgents')
  const agents = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.plist')) : []
  const starts: LoginStart[] = agents.flatMap((name) => {
    const argv = runAtLoadArguments(readFileSync(path.join(folder, name), 'utf8'))
    return argv ? [{ by: path.join(folder, name), argv }] : []
  })
  const last = loginItemSettings.at(-1)
  if (last?.openAtLogin && (last.type ?? 'mainAppService') === 'mainAppService') starts.push({ by: 'SMAppService.mainApp', argv: [mainApp] })
  return starts
}
