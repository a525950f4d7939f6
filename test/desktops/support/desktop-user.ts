// The person the desktops run as. Desktops are started by a user, never root (sway refuses root
// outright, and pcmanfm, dconf and the D-Bus session bus all key what they keep by the user), so a
// test running as root makes an unprivileged system user for them once; a test that is not root
// runs them as itself.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { userInfo } from 'node:os'

export interface DesktopUser {
  name: string
  uid: number
  gid: number
  /** Whether processes must be started with this uid and gid (the test runs as root). */
  switches: boolean
}

const NAME = 'tapestry-desktop'

function lookUp(name: string): { uid: number; gid: number } | undefined {
  for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
    const [user, , uid, gid] = line.split(':')
    if (user === name) return { uid: Number(uid), gid: Number(gid) }
  }
  return undefined
}

export function currentUser(): DesktopUser {
  const me = userInfo()
  return { name: me.username, uid: me.uid, gid: me.gid, switches: false }
}

export function desktopUser(): DesktopUser {
  if (userInfo().uid !== 0) return currentUser()
  let found = lookUp(NAME)
  if (!found) {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', NAME], { stdio: 'ignore' })
    } catch {
      // Another test file made it a moment ago; looked up again below.
    }
    found = lookUp(NAME)
  }
  if (!found) throw new Error(`Could not make the system user ${NAME} to run the desktops as.`)
  return { name: NAME, ...found, switches: true }
}
