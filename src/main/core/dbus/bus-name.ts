// Whether a service answers on the session bus under a well-known name, asked the way Chromium asks
// before it talks to a keyring (components/dbus/utils/check_for_service_and_start.cc: NameHasOwner,
// then ListActivatableNames): "running" when a process owns the name now, "activatable" when the bus
// would start one for it (a .service file names it), "absent" otherwise. Nothing is started and no
// keyring is opened, so asking never unlocks anything or shows a prompt.
import { BUS, BusUnavailable, withSessionBus } from './session-bus'

type Env = Readonly<Record<string, string | undefined>>

export type BusNameState = 'running' | 'activatable' | 'absent' | 'no-bus'

export const BUS_QUESTION_TIMEOUT_MS = 2_000

export async function busNameState(name: string, env: Env, timeoutMs = BUS_QUESTION_TIMEOUT_MS): Promise<BusNameState> {
  try {
    return await withSessionBus(env, timeoutMs, async (bus) => {
      if ((await bus.call({ ...BUS, member: 'NameHasOwner', args: [{ type: 's', value: name }] })).boolean()) return 'running'
      const activatable = (await bus.call({ ...BUS, member: 'ListActivatableNames' })).strings()
      return activatable.includes(name) ? 'activatable' : 'absent'
    })
  } catch (error) {
    if (error instanceof BusUnavailable) return 'no-bus'
    throw error
  }
}

/** A name answers when its owner runs or the bus can start one. */
export const answers = (state: BusNameState): boolean => state === 'running' || state === 'activatable'
