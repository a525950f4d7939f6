// What a backend gets from the setter: a command runner that names it, the session's environment,
// the home and state folders, and the PATH probe.
import type { Probe } from './probes'
import type { CommandRunner, Env } from './run-command'

export interface BackendContext {
  runner: CommandRunner
  env: Env
  /** The user's home, where feh, nitrogen and pcmanfm keep their records. */
  home: string
  /** Tapestry's own folder for the little state a backend keeps (swaybg PIDs, xwallpaper's images). */
  stateDir: string
  which: Probe
}
