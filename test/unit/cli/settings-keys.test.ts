import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ValidationError } from '../../../src/shared/errors'
import { SettingsSchema } from '../../../src/shared/settings'
import { allSettings, patchFor, settingKeys, settingValue, valueFromText } from '../../../src/main/cli/settings-keys'

const settings = { ...SettingsSchema.parse({}), hasKey: {}, keyStorage: {} } as Parameters<typeof settingValue>[0]

describe('settingKeys', () => {
  it('are the settings schema’s own names, nested ones dotted, without secrets or patch shorthands', () => {
    const keys = settingKeys()
    expect(keys).toEqual(expect.arrayContaining(['defaultSource', 'rotation.intervalMinutes', 'rotation.pool', 'wallpaper.afterChangeCommand', 'shortcuts.next', 'baseUrls.wallhaven', 'localFolders']))
    expect(keys.filter((key) => /hasKey|keyStorage|rotation\.(source|filters)$/.test(key))).toEqual([])
    // Every stored setting is there: nothing the window can change is missing here.
    const stored = Object.keys(SettingsSchema.shape)
    for (const name of stored) expect(keys.some((key) => key === name || key.startsWith(`${name}.`)), name).toBe(true)
  })
})

describe('values', () => {
  it('reads text as the key’s schema takes it', () => {
    expect(valueFromText(z.number().int().optional(), '30')).toBe(30)
    expect(valueFromText(z.string().optional(), '30')).toBe('30')
    expect(valueFromText(z.boolean().optional(), 'off')).toBe(false)
    expect(valueFromText(z.string().nullable().optional(), 'null')).toBeNull()
    expect(valueFromText(z.array(z.number()).optional(), '[1,2]')).toEqual([1, 2])
    expect(valueFromText(z.boolean().optional(), 'maybe')).toBe('maybe')
  })

  it('makes the patch settings.set takes, and refuses a key there is not, with the nearest', () => {
    expect(patchFor('rotation.intervalMinutes', '30')).toEqual({ rotation: { intervalMinutes: 30 } })
    expect(patchFor('defaultSource', 'unsplash')).toEqual({ defaultSource: 'unsplash' })
    expect(() => patchFor('rotation.intervalMinute', '30')).toThrow(/There is no setting "rotation.intervalMinute". Did you mean "rotation.intervalMinutes"\?/)
    expect(() => patchFor('localFolders', '[]')).toThrow(ValidationError)
  })

  it('answers a key, or a group as an object of its keys', () => {
    expect(settingValue(settings, 'rotation.intervalMinutes')).toBe(60)
    expect(settingValue(settings, 'startup')).toEqual({ changeWallpaper: false })
    expect(settingValue(settings, 'baseUrls.wallhaven')).toBeNull()
    expect(allSettings(settings).find(([key]) => key === 'rotation.fit')).toEqual(['rotation.fit', 'smart'])
  })
})
