// The lock screen's part of a change of wallpaper: set where asked for and the desktop has a way,
// then read back like the desktop's wallpaper. It never fails the change: the desktop already shows
// the new picture, so a lock screen that did not take is reported as the outcome, in one sentence.
import { setTimeout as delay } from 'node:timers/promises'
import { toErrorData, WallpaperError } from '../../errors/errors'
import { said, sentence } from '../../i18n/sentence'
import type { LockScreen, LockScreenOutcome } from '../types'
import { sameFile, type VerifyOptions } from '../verify'

async function setAndReadBack(lockScreen: LockScreen, file: string, options: VerifyOptions): Promise<void> {
  if (!lockScreen.set || !lockScreen.current) return
  await lockScreen.set(file)
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    const shown = await lockScreen.current()
    if (await sameFile(shown, file)) return
    if (Date.now() >= deadline) throw new WallpaperError(...(shown ? sentence('desktop.lockScreen.stillShows', { file: shown }) : sentence('desktop.lockScreen.showsNone')))
    await delay(options.intervalMs ?? 100)
  }
}

/** `file` false: this change does not cover the primary display, whose picture the lock screen shows. */
export async function applyLockScreen(lockScreen: LockScreen, wanted: boolean, file: string | false, options: VerifyOptions): Promise<LockScreenOutcome> {
  if (!wanted) return { done: 'off' }
  if (lockScreen.support === 'none') return { done: 'unsupported' }
  if (lockScreen.support === 'follows') return { done: 'follows' }
  if (file === false) return { done: 'left' }
  try {
    await setAndReadBack(lockScreen, file, options)
    return { done: 'set' }
  } catch (error) {
    // The runner's messages start with the lock screen's name already: in English it is said once.
    const data = toErrorData(error)
    const told = data.message.replace(/[.\s]+$/, '')
    const reason = { message: told.startsWith(`${lockScreen.name}: `) ? told.slice(lockScreen.name.length + 2) : told, text: data.text }
    const { message, text } = said('desktop.lockScreen.notChanged', { lockScreen: lockScreen.said, reason })
    return { done: 'failed', error: message, errorText: text }
  }
}
