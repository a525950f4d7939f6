// The check every real desktop gets: a solid red picture set with the built command line, the
// screen red at the centre of every display; then a solid blue one set by the built app (its
// rotation, from a folder holding only that picture), the screen blue. Two files, two names: a
// desktop that caches by file name must still change.
import { dirname } from 'node:path'
import { expect } from 'vitest'
import { solidPicture, solidPictures } from './pictures'
import { BLUE, expectScreen, RED, type View } from './screen'
import type { Session } from './session'
import type { StagedTapestry } from './staged-tapestry'

export interface Desktop {
  session: Session
  tapestry: StagedTapestry
  /** Each display, where the screen is read. */
  views: readonly View[]
  /** The displays as Electron would report them to the app (the stub's screen), in the same layout. */
  electronDisplays: readonly { x: number; y: number; width: number; height: number }[]
  /** Tapestry's environment beyond the session's (a data folder, a PATH of chosen tools). */
  env?: Record<string, string>
}

/** The environment Tapestry runs with in `desktop`: the session's, a data folder of its own, and the desktop's extras. */
export function tapestryEnv(desktop: Desktop, extra: Record<string, string> = {}): Record<string, string> {
  return { TAPESTRY_DATA_DIR: desktop.session.folder('data'), ...desktop.env, ...extra }
}

/** `tapestry ARGS…` in the desktop, expected to succeed without a word on stderr. */
export async function tapestryOk(desktop: Desktop, args: readonly string[], extra: Record<string, string> = {}): Promise<string> {
  const result = await desktop.tapestry.cli(desktop.session, args, tapestryEnv(desktop, extra))
  expect({ code: result.code, stderr: result.stderr }, `tapestry ${args.join(' ')}`).toEqual({ code: 0, stderr: '' })
  return result.stdout
}

/** The built app's rotation, `steps` steps from the folder `file` is in; each step's outcome. */
export async function appRotates(desktop: Desktop, file: string, steps = 1, extra: Record<string, string> = {}): Promise<{ id: string | null; error: string | null }[]> {
  const result = await desktop.tapestry.app(desktop.session, 'rotate-folder', {
    ...tapestryEnv(desktop, extra),
    TAPESTRY_TEST_FOLDER: dirname(file),
    TAPESTRY_TEST_STEPS: String(steps),
    TAPESTRY_STUB_DISPLAYS: JSON.stringify(desktop.electronDisplays),
  })
  expect(result.code, `the app: ${result.stderr}\n${desktop.session.logs()}`).toBe(0)
  return (JSON.parse(result.stdout.trim().split('\n').at(-1) as string) as { outcomes: { id: string | null; error: string | null }[] }).outcomes
}

export async function redThenBlue(desktop: Desktop): Promise<void> {
  const red = await solidPicture(desktop.session, 'red', RED)
  // Enough for a picture of its own on each display, where the rotation settings ask for one each.
  const [blue] = await solidPictures(desktop.session, 'blue', BLUE, desktop.views.length)
  await tapestryOk(desktop, ['set', '--file', red])
  await expectScreen(desktop.views, desktop.views.map(() => RED))
  const [step] = await appRotates(desktop, blue as string)
  expect(step?.error ?? null).toBeNull()
  await expectScreen(desktop.views, desktop.views.map(() => BLUE))
}
