import { describe, expect, it } from 'vitest'
import { enableFeaturesWithPortal, shortcutDetail, shortcutRefusal } from '../../../src/main/core/shortcuts/shortcut-desktop'
import { createShortcutKeeper, type ShortcutRegistrar } from '../../../src/main/core/shortcuts/shortcut-keeper'
import { planShortcuts } from '../../../src/main/core/shortcuts/shortcut-plan'
import { withShortcuts } from '../../../src/main/core/shortcuts/with-shortcuts'
import type { OperationHandlers } from '../../../src/main/core/operations/operations'
import { SettingsSchema } from '../../../src/shared/settings'
import type { ShortcutAction, Shortcuts } from '../../../src/shared/shortcuts'

const none: Shortcuts = { next: null, previous: null, favourite: null, block: null }

/** The system's side: which keys another app holds, what is registered, each registration's callback. */
function fakeSystem(taken: string[] = []) {
  const held = new Map<string, () => void>()
  const log: string[] = []
  const registrar: ShortcutRegistrar = {
    register(accelerator, pressed) {
      log.push(`register ${accelerator}`)
      if (taken.includes(accelerator) || held.has(accelerator)) return false
      held.set(accelerator, pressed)
      return true
    },
    unregister(accelerator) {
      log.push(`unregister ${accelerator}`)
      held.delete(accelerator)
    },
  }
  return { registrar, held, log, taken }
}

function keeperOn(system: ReturnType<typeof fakeSystem>) {
  const pressed: ShortcutAction[] = []
  const keeper = createShortcutKeeper({ registrar: system.registrar, pressed: (action) => pressed.push(action), refusal: { message: 'Not set: taken.' }, detail: null })
  return { keeper, pressed }
}

describe('what changes when the shortcuts change', () => {
  it('binds what is newly set, lets go of what is removed or changed, keeps the rest', () => {
    const current = [
      { action: 'next' as const, accelerator: 'Ctrl+Alt+N', registered: true, problem: null, pending: null },
      { action: 'previous' as const, accelerator: 'Ctrl+Alt+P', registered: true, problem: null, pending: null },
      { action: 'block' as const, accelerator: 'Ctrl+Alt+B', registered: true, problem: null, pending: null },
    ]
    const plan = planShortcuts(current, { next: 'alt+ctrl+n', previous: 'Ctrl+Shift+P', favourite: 'Ctrl+Alt+F', block: null })
    expect(plan.keep.map((kept) => kept.action)).toEqual(['next'])
    expect(plan.release).toEqual(['Ctrl+Alt+P', 'Ctrl+Alt+B'])
    expect(plan.bind).toEqual([
      { action: 'previous', accelerator: 'Ctrl+Shift+P' },
      { action: 'favourite', accelerator: 'Ctrl+Alt+F' },
    ])
  })

  it('tries again one the system refused before, and never releases what it never held', () => {
    const plan = planShortcuts([{ action: 'next', accelerator: 'Ctrl+Alt+N', registered: false, problem: 'Not set', pending: null }], { ...none, next: 'Ctrl+Alt+N' })
    expect(plan).toEqual({ release: [], bind: [{ action: 'next', accelerator: 'Ctrl+Alt+N' }], keep: [] })
  })
})

describe('the shortcut keeper', () => {
  it('registers none by default', () => {
    const system = fakeSystem()
    const { keeper } = keeperOn(system)
    expect(keeper.apply(SettingsSchema.parse({}).shortcuts)).toEqual({ available: true, detail: null, detailText: null, shortcuts: [] })
    expect(system.log).toEqual([])
  })

  it('registers each shortcut, whose key press runs its action; says beside one another app holds that it is not set', () => {
    const system = fakeSystem(['Ctrl+Alt+P'])
    const { keeper, pressed } = keeperOn(system)
    const status = keeper.apply({ next: 'Ctrl+Alt+N', previous: 'Ctrl+Alt+P', favourite: null, block: 'Ctrl+Alt+B' })
    expect(status.shortcuts).toEqual([
      { action: 'next', accelerator: 'Ctrl+Alt+N', registered: true, problem: null, problemText: null, pending: null, pendingText: null },
      { action: 'previous', accelerator: 'Ctrl+Alt+P', registered: false, problem: 'Not set: taken.', problemText: null, pending: null, pendingText: null },
      { action: 'block', accelerator: 'Ctrl+Alt+B', registered: true, problem: null, problemText: null, pending: null, pendingText: null },
    ])
    system.held.get('Ctrl+Alt+B')?.()
    system.held.get('Ctrl+Alt+N')?.()
    expect(pressed).toEqual(['block', 'next'])
  })

  it('lets go before it binds, so two actions can swap keys in one save; a freed one registers when saved again', () => {
    const system = fakeSystem(['Ctrl+Alt+P'])
    const { keeper } = keeperOn(system)
    keeper.apply({ ...none, next: 'Ctrl+Alt+N', block: 'Ctrl+Alt+B', previous: 'Ctrl+Alt+P' })
    system.log.length = 0
    system.taken.length = 0
    const swapped = keeper.apply({ ...none, next: 'Ctrl+Alt+B', block: 'Ctrl+Alt+N', previous: 'Ctrl+Alt+P' })
    expect(system.log).toEqual(['unregister Ctrl+Alt+N', 'unregister Ctrl+Alt+B', 'register Ctrl+Alt+B', 'register Ctrl+Alt+P', 'register Ctrl+Alt+N'])
    expect(swapped.shortcuts.every((shortcut) => shortcut.registered)).toBe(true)
  })

  it('says so when the system throws for one, and lets go of every shortcut it holds on quit', () => {
    const system = fakeSystem()
    const keeper = createShortcutKeeper({
      registrar: { ...system.registrar, register: (accelerator, pressed) => (accelerator === 'Ctrl+Alt+X' ? (() => { throw new Error('conversion failure') })() : system.registrar.register(accelerator, pressed)) },
      pressed: () => undefined,
      refusal: { message: 'Not set.' },
      detail: { message: 'On Wayland…' },
    })
    const status = keeper.apply({ ...none, next: 'Ctrl+Alt+N', block: 'Ctrl+Alt+X' })
    expect(status.detail).toBe('On Wayland…')
    expect(status.shortcuts[1]).toMatchObject({ action: 'block', registered: false, problem: 'Not set: this system cannot use these keys. Choose others.', pending: null })
    keeper.dispose()
    expect(system.held.size).toBe(0)
    expect(keeper.status().shortcuts).toEqual([])
  })
})

describe('the shortcut keeper on the Wayland portal', () => {
  /** Electron 45 on the portal: register() always true, unregister() lets go of nothing (electron_api_global_shortcut.cc). */
  function portal() {
    const bound = new Map<string, () => void>()
    const log: string[] = []
    const registrar: ShortcutRegistrar = {
      register(accelerator, pressed) {
        log.push(`register ${accelerator}`)
        bound.set(accelerator, pressed)
        return true
      },
      unregister(accelerator) {
        log.push(`unregister ${accelerator}`)
      },
    }
    return { registrar, bound, log }
  }

  it('never says a shortcut works when the desktop cannot bind it, and still asks, should the desktop bind it after all', () => {
    const system = portal()
    const pressed: ShortcutAction[] = []
    const keeper = createShortcutKeeper({ registrar: system.registrar, pressed: (action) => pressed.push(action), refusal: { message: 'Not set.' }, detail: null, blocked: { message: 'Not working: no desktop file.' }, unconfirmed: { message: 'Sent.' } })
    expect(keeper.apply({ ...none, next: 'Ctrl+Alt+N' }).shortcuts).toEqual([{ action: 'next', accelerator: 'Ctrl+Alt+N', registered: false, problem: 'Not working: no desktop file.', problemText: null, pending: null, pendingText: null }])
    expect(system.log).toEqual(['register Ctrl+Alt+N'])
    system.bound.get('Ctrl+Alt+N')?.()
    expect(pressed).toEqual(['next'])
  })

  it('says a shortcut it asked for is unconfirmed, and ignores keys given up that the portal still holds', () => {
    const system = portal()
    const pressed: ShortcutAction[] = []
    const keeper = createShortcutKeeper({ registrar: system.registrar, pressed: (action) => pressed.push(action), refusal: { message: 'Not set.' }, detail: null, blocked: null, unconfirmed: { message: 'Sent.' } })
    expect(keeper.apply({ ...none, next: 'Ctrl+Alt+N' }).shortcuts).toEqual([{ action: 'next', accelerator: 'Ctrl+Alt+N', registered: true, problem: null, problemText: null, pending: 'Sent.', pendingText: null }])
    keeper.apply({ ...none, next: 'Ctrl+Shift+N' })
    // The portal still holds Ctrl+Alt+N: pressing it does nothing now.
    system.bound.get('Ctrl+Alt+N')?.()
    expect(pressed).toEqual([])
    system.bound.get('Ctrl+Shift+N')?.()
    expect(pressed).toEqual(['next'])
    keeper.dispose()
    system.bound.get('Ctrl+Shift+N')?.()
    expect(pressed).toEqual(['next'])
  })
})

describe('the app’s handlers with shortcuts', () => {
  const settingsWith = (shortcuts: Shortcuts) => ({ ...SettingsSchema.parse({}), shortcuts, hasKey: {}, keyStorage: {} })

  it('registers again when a settings change carries shortcuts, and only then; answers shortcuts.status from the keeper', async () => {
    const applied: Shortcuts[] = []
    const stored = settingsWith({ ...none, next: 'Ctrl+Alt+N' })
    const handlers = withShortcuts({ 'settings.set': async () => stored } as unknown as OperationHandlers, {
      apply: (wanted) => {
        applied.push(wanted)
        return { available: true, detail: null, shortcuts: [] }
      },
      status: () => ({ available: true, detail: null, shortcuts: [{ action: 'next', accelerator: 'Ctrl+Alt+N', registered: true, problem: null, pending: null }] }),
    })
    await handlers['settings.set']({ settings: { quotaBytes: 5 } }, {})
    expect(applied).toEqual([])
    await handlers['settings.set']({ settings: { shortcuts: { next: 'Ctrl+Alt+N' } } }, {})
    expect(applied).toEqual([stored.shortcuts])
    expect((await handlers['shortcuts.status'](undefined, {})).shortcuts).toHaveLength(1)
  })
})

describe('shortcuts on each desktop', () => {
  it('turns on Chromium’s GlobalShortcutsPortal in a Wayland session only, keeping features already asked for', () => {
    expect(enableFeaturesWithPortal('', 'linux', { XDG_SESSION_TYPE: 'wayland' })).toBe('GlobalShortcutsPortal')
    expect(enableFeaturesWithPortal('UseOzonePlatform,WaylandWindowDecorations', 'linux', { WAYLAND_DISPLAY: 'wayland-0' })).toBe('UseOzonePlatform,WaylandWindowDecorations,GlobalShortcutsPortal')
    expect(enableFeaturesWithPortal('GlobalShortcutsPortal', 'linux', { XDG_SESSION_TYPE: 'wayland' })).toBeNull()
    expect(enableFeaturesWithPortal('', 'linux', { XDG_SESSION_TYPE: 'x11', DISPLAY: ':0' })).toBeNull()
    expect(enableFeaturesWithPortal('', 'darwin', { WAYLAND_DISPLAY: 'wayland-0' })).toBeNull()
  })

  it('says why a shortcut was not taken as it applies there, and speaks of the portal only on Wayland', () => {
    expect(shortcutRefusal('win32', {}).message).toBe('Not set: another app already uses these keys. Choose others.')
    expect(shortcutRefusal('linux', { XDG_SESSION_TYPE: 'wayland' }).message).toMatch(/shortcuts portal/)
    expect(shortcutDetail('linux', { DISPLAY: ':0' })).toBeNull()
    expect(shortcutDetail('linux', { XDG_SESSION_TYPE: 'wayland' })?.message).toMatch(/may ask you to confirm/)
  })
})
