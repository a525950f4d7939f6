// A `window.api` for component tests: answers every operation from a table (or a harmless default)
// and records each call, so a test can say exactly what was, or was not, sent.
import type { EventName, EventPayload, OperationInput, OperationName, OperationResult } from '../../../src/shared/ipc'
import { PublicSettingsSchema, type PublicSettings, type SecretName } from '../../../src/shared/settings'
import type { WindowApi } from '../../../src/shared/window-api'

export type Answers = { [N in OperationName]?: (input: OperationInput<N> | undefined) => OperationResult<N> | Promise<OperationResult<N>> }

export interface FakeApi {
  api: WindowApi
  calls: { name: OperationName; input: unknown }[]
  /** The calls of one operation, in order. */
  callsOf(name: OperationName): unknown[]
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void
}

/** Settings with these keys set; a set key is in the keychain unless `storage` says the file. */
export function settingsWith(hasKey: Partial<Record<SecretName, boolean>> = {}, storage: 'keychain' | 'file' = 'keychain'): PublicSettings {
  const keys = { wallhavenApiKey: false, unsplashAccessKey: true, redditClientId: true, redditClientSecret: false, apodApiKey: false, pexelsApiKey: false, ...hasKey }
  return PublicSettingsSchema.parse({
    hasKey: keys,
    keyStorage: Object.fromEntries(Object.entries(keys).map(([name, set]) => [name, set ? storage : null])),
  })
}

const DEFAULTS: Answers = {
  search: () => ({ ok: true, value: { items: [], next: null, total: 0, seed: null } }),
  'settings.get': () => ({ ok: true, value: settingsWith() }),
  'library.favourites': () => ({ ok: true, value: { items: [], next: null, total: 0 } }),
  'library.favouriteRefs': () => ({ ok: true, value: [] }),
  'library.history': () => ({ ok: true, value: { items: [], next: null, total: 0 } }),
  'library.blocklist': () => ({ ok: true, value: { items: [], next: null, total: 0 } }),
  displays: () => ({ ok: true, value: [] }),
  'wallpaper.method': () => ({ ok: true, value: { name: 'GNOME', lockScreen: { support: 'sets', detail: 'GNOME’s lock screen gets each new wallpaper too.' } } }),
  notices: () => ({ ok: true, value: [] }),
  'loginItem.get': () => ({ ok: true, value: { enabled: false, supported: true, detail: null } }),
  'shortcuts.status': () => ({ ok: true, value: { available: true, detail: null, shortcuts: [] } }),
  'updates.status': () => ({ ok: true, value: { canUpdate: true, detail: null, checking: true, currentVersion: '0.1.0', phase: { kind: 'idle' }, problem: null } }),
}

/** What the carrier offers beside the operations (the app has a folder picker; the harness has none). */
export interface FakeCarrier {
  folderPicker?: boolean
}

export function createFakeApi(answers: Answers = {}, carrier: FakeCarrier = {}): FakeApi {
  const calls: { name: OperationName; input: unknown }[] = []
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const table = { ...DEFAULTS, ...answers } as Record<string, ((input: unknown) => unknown) | undefined>
  const api = new Proxy(
    {},
    {
      get(_target, property) {
        if (property === 'folderPicker') return carrier.folderPicker ?? false
        if (property === 'on') {
          return (event: string, callback: (payload: unknown) => void) => {
            const set = listeners.get(event) ?? new Set()
            set.add(callback)
            listeners.set(event, set)
            return () => set.delete(callback)
          }
        }
        const name = String(property) as OperationName
        return async (input: unknown) => {
          calls.push({ name, input })
          const answer = table[name]
          if (answer) return answer(input)
          return { ok: false, error: { kind: 'upstream', message: `The fake has no answer for ${name}.` } }
        }
      },
    },
  ) as WindowApi
  return {
    api,
    calls,
    callsOf: (name) => calls.filter((call) => call.name === name).map((call) => call.input),
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
  }
}
