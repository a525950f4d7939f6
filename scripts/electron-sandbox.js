// `npm start` and `npm run dev` run this after the runtime is in place. Ubuntu 23.10 and later
// (kernel.apparmor_restrict_unprivileged_userns=1) refuse Chromium the user namespaces its sandbox
// uses, unless an AppArmor profile allows them; Electron then falls back to its SUID helper, and a
// helper from npm is not owned by root, so Electron aborts with a core dump. Said here first, with
// the fix, instead of after the crash. (The .deb and .rpm install an AppArmor profile for the
// installed app, so packages never need this.)
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

const RESTRICT_SYSCTL = '/proc/sys/kernel/apparmor_restrict_unprivileged_userns'
const APPARMOR_PROFILES = '/etc/apparmor.d'

/**
 * The advice for this machine, or null when Electron's sandbox can start: not Linux, no
 * restriction, a root-owned setuid helper, or an AppArmor profile that names this Electron.
 */
export function sandboxAdvice({ platform, restriction, helper, helperPath, electronPath, profiles }) {
  if (platform !== 'linux' || restriction?.trim() !== '1') return null
  if (helper && helper.uid === 0 && (helper.mode & 0o4755) === 0o4755) return null
  if (profiles.some((text) => text.includes(electronPath) && /\buserns\b/.test(text))) return null
  return [
    'This system (Ubuntu 23.10 or later) lets Electron\'s sandbox start only with an AppArmor profile or a root-owned helper, so the app would stop at once.',
    'Either give the helper to root once:',
    `  sudo chown root:root '${helperPath}' && sudo chmod 4755 '${helperPath}'`,
    `or add an AppArmor profile for '${electronPath}' allowing userns (see README, "Running from a clone on Ubuntu").`,
    'The installed .deb and .rpm packages need neither.',
  ].join('\n')
}

function readOrNull(read) {
  try {
    return read()
  } catch {
    return null
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'))
  const helperPath = join(electronDir, 'dist', 'chrome-sandbox')
  const advice = sandboxAdvice({
    platform: process.platform,
    restriction: readOrNull(() => readFileSync(RESTRICT_SYSCTL, 'utf8')),
    helper: readOrNull(() => statSync(helperPath)),
    helperPath,
    electronPath: join(electronDir, 'dist', 'electron'),
    profiles: readOrNull(() => readdirSync(APPARMOR_PROFILES).map((name) => readOrNull(() => readFileSync(join(APPARMOR_PROFILES, name), 'utf8')) ?? '')) ?? [],
  })
  // Said, not enforced: a profile this check cannot read may still allow it.
  if (advice) console.error(advice)
}
