// A fake core for Settings' component tests that keeps what it is sent: each `settings.set` is
// applied to the settings the next `settings.get` answers, as the real core does, so a test sees
// the window follow what was saved. Keys are kept as "set" flags only, like the real answers.
import type { OperationInput } from '../../../src/shared/ipc'
import { PublicSettingsSchema, type PublicSettings } from '../../../src/shared/settings'
import { screen } from '@testing-library/react'
import { settingsWith, type Answers, type FakeCarrier } from './fake-api'
import { renderApp } from './render-app'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function merged(base: unknown, patch: unknown): unknown {
  if (!isRecord(base) || !isRecord(patch)) return patch
  const result: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(patch)) result[key] = merged(base[key], value)
  return result
}

export function settingsFake(start: PublicSettings = settingsWith()): { answers: Answers; current(): PublicSettings } {
  let settings = start
  const apply = (input: OperationInput<'settings.set'> | undefined): PublicSettings => {
    const hasKey = { ...settings.hasKey }
    const keyStorage = { ...settings.keyStorage }
    for (const [name, value] of Object.entries(input?.secrets ?? {})) {
      const key = name as keyof typeof hasKey
      hasKey[key] = value !== null && value !== ''
      keyStorage[key] = hasKey[key] ? 'keychain' : null
    }
    for (const key of input?.restoreKeys ?? []) {
      hasKey[key] = true
      keyStorage[key] = 'keychain'
    }
    settings = PublicSettingsSchema.parse({ ...(merged(settings, input?.settings ?? {}) as object), hasKey, keyStorage })
    return settings
  }
  return {
    current: () => settings,
    answers: {
      'settings.get': () => ({ ok: true, value: settings }),
      'settings.set': (input) => ({ ok: true, value: apply(input) }),
    },
  }
}

/**
 * Renders the window at a Settings address and waits for the section list: Settings is loaded when
 * first opened, which can take a few seconds on a busy machine, longer than a finder's own wait.
 */
export async function renderSettings(hash: string, answers: Answers = {}, carrier: FakeCarrier = {}) {
  const rendered = await renderApp(hash, answers, carrier)
  await screen.findByRole('tablist', { name: 'Settings sections' }, { timeout: 10_000 })
  return rendered
}
