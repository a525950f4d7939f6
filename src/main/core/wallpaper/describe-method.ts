// What a wallpaper method would mean here, before it is chosen: its name and what Tapestry can do
// with its lock screen, so Settings can show the sentence for the method the person is looking at
// rather than the one saved. Nothing is set or remembered; 'auto' runs the detection as a set would.
import type { WallpaperMethod } from '../../../shared/ipc'
import type { Settings } from '../../../shared/settings'
import { BACKEND_NAMES } from './backend-names'
import { createWallpaperSetter } from './wallpaper'
import { createLockScreen, lockScreenDetail } from './lock-screen/lock-screens'
import { createWhich } from './probes'
import type { Env } from './run-command'

export interface DescribeMethodInput {
  backend: Settings['wallpaper']['backend']
  /** The saved custom command: detection falls back to it where no desktop is recognised. */
  customCommand: string | null
  platform?: NodeJS.Platform
  env: Env
  stateDir: string
}

export async function describeMethod(input: DescribeMethodInput): Promise<WallpaperMethod> {
  if (input.backend !== 'auto') {
    const which = createWhich(input.env, input.platform)
    const lockScreen = createLockScreen(input.backend, { env: input.env, which })
    return { name: BACKEND_NAMES[input.backend], lockScreen: { support: lockScreen.support, ...lockScreenDetail(lockScreen) } }
  }
  const setter = await createWallpaperSetter({
    platform: input.platform,
    env: input.env,
    settings: { backend: 'auto', customCommand: input.customCommand ?? undefined, lockScreen: false },
    stateDir: input.stateDir,
  })
  return { name: setter.backend.name, lockScreen: setter.backend.lockScreen }
}
