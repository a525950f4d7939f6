// "Is this desktop's process running?" asks about this person's processes in this graphical
// session only: a plasmashell of another user, or on another display, says nothing about this one.
import { spawn, type ChildProcess } from 'node:child_process'
import { chmod, copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createRunning } from '../../../src/main/core/wallpaper/probes'
import { desktopUser } from '../../desktops/support/desktop-user'

/** A program of a name nothing else on the machine has (a process's name is its file's, cut to 15 characters). */
const NAME = 'tapestry-probe'
let folder: string
let program: string
const started: ChildProcess[] = []

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tapestry-probes-'))
  await chmod(folder, 0o755)
  program = join(folder, NAME)
  await copyFile('/bin/sleep', program)
  await chmod(program, 0o755)
  return () => rm(folder, { recursive: true, force: true })
})
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL')
})

async function runWith(env: Record<string, string>, as?: { uid: number; gid: number }) {
  const child = spawn(program, ['30'], { env, stdio: 'ignore', ...as })
  started.push(child)
  await new Promise((resolve) => child.once('spawn', resolve))
  // Until exec has replaced the forked Node, the process still has Node's name.
  await new Promise((resolve) => setTimeout(resolve, 50))
}

describe('createRunning', () => {
  it('sees a process of this user on this display, or one that names no display', async () => {
    await runWith({ DISPLAY: ':42' })
    expect(await createRunning({ DISPLAY: ':42' })(NAME)).toBe(true)
    expect(await createRunning({})(NAME)).toBe(true)
    expect(await createRunning({ DISPLAY: ':42' })('no-such-process')).toBe(false)
  })

  it('does not see one on another X display or Wayland display', async () => {
    await runWith({ DISPLAY: ':42', WAYLAND_DISPLAY: 'wayland-7' })
    expect(await createRunning({ DISPLAY: ':43' })(NAME)).toBe(false)
    expect(await createRunning({ WAYLAND_DISPLAY: 'wayland-1' })(NAME)).toBe(false)
    expect(await createRunning({ WAYLAND_DISPLAY: 'wayland-7', DISPLAY: ':42' })(NAME)).toBe(true)
  })

  it.runIf(userInfo().uid === 0)("does not see another user's process", async () => {
    const other = desktopUser()
    await runWith({ DISPLAY: ':42' }, { uid: other.uid, gid: other.gid })
    expect(await createRunning({ DISPLAY: ':42' })(NAME)).toBe(false)
  })
})
