// Which pcmanfm-qt is installed decides how it can be told a fit. Before 1.4.0 its
// `--wallpaper-mode` takes only color|stretch|fit|center|tile (its --help lists zoom too, but the
// code that reads the option has no zoom: lxqt/pcmanfm-qt#1821), and a mode it does take changes
// the running desktop without ever reaching settings.conf nor its own record of the mode, so a
// later request for the mode it started with is ignored. 1.4.0 (PR #1822) takes every mode and
// keeps it. The version is asked once (`pcmanfm-qt --version`, about 35 ms): its --help cannot tell.
import type { CommandRunner } from '../run-command'

export interface Version {
  major: number
  minor: number
  patch: number
}

/** "pcmanfm-qt 1.2.1" → 1.2.1; undefined when the text names no version. */
export function parsePcmanfmQtVersion(stdout: string): Version | undefined {
  const match = /pcmanfm-qt\s+(\d+)\.(\d+)(?:\.(\d+))?/i.exec(stdout)
  if (!match) return undefined
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3] ?? 0) }
}

/** Whether this pcmanfm-qt takes every mode from its command line and keeps it (1.4.0 and later). */
export function takesEveryMode(version: Version | undefined): boolean {
  if (version === undefined) return false
  return version.major > 1 || (version.major === 1 && version.minor >= 4)
}

/**
 * The installed pcmanfm-qt's version. A missing command is the runner's error (it names the command);
 * a version that cannot be read counts as an old one, whose way works on every version.
 */
export async function readPcmanfmQtVersion(runner: CommandRunner): Promise<Version | undefined> {
  const { stdout } = await runner.run('pcmanfm-qt', ['--version'], { timeoutMs: 10_000 })
  return parsePcmanfmQtVersion(stdout)
}
