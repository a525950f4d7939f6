// sway, headless: wlroots' headless backend with the pixman renderer (no GPU), its outputs made with
// `swaymsg create_output`, run as the desktop user (sway refuses root).
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { waitFor, type Session } from './session'
import type { Region } from './screen'

/** Debian's own /etc/sway/config (`output * bg …`: sway starts a swaybg of its own), or one without a background. */
export type SwayConfig = 'debian' | 'no-background'

export interface Sway {
  outputs: Region[]
  swaymsg(...args: string[]): Promise<string>
}

export async function startSway(session: Session, options: { config: SwayConfig; outputs: number }): Promise<Sway> {
  let config = '/etc/sway/config'
  if (options.config === 'no-background') {
    config = join(session.folder('sway'), 'config')
    writeFileSync(config, '# Nothing draws the background until something is told to.\n', { mode: 0o644 })
  }
  const env = { WLR_BACKENDS: 'headless', WLR_RENDERER: 'pixman', WLR_LIBINPUT_NO_DEVICES: '1' }
  session.spawn('sway', 'sway', ['-c', config], { env })
  const socketNamed = (pattern: RegExp) => readdirSync(session.runtimeDir).find((name) => pattern.test(name))
  await waitFor(session, "sway's sockets", () => socketNamed(/^sway-ipc\..*\.sock$/) !== undefined && socketNamed(/^wayland-\d+$/) !== undefined)
  Object.assign(session.env, {
    SWAYSOCK: join(session.runtimeDir, socketNamed(/^sway-ipc\..*\.sock$/) as string),
    WAYLAND_DISPLAY: socketNamed(/^wayland-\d+$/) as string,
    XDG_SESSION_TYPE: 'wayland',
    XDG_CURRENT_DESKTOP: 'sway',
  })
  const swaymsg = async (...args: string[]) => {
    const result = await session.run('swaymsg', args)
    if (result.code !== 0) throw new Error(`swaymsg ${args.join(' ')} failed: ${result.stdout}${result.stderr}`)
    return result.stdout
  }
  const listed = async () => JSON.parse(await swaymsg('-t', 'get_outputs', '-r')) as { name: string; rect: { x: number; y: number; width: number; height: number } }[]
  await waitFor(session, "sway's first output", async () => (await listed().catch(() => [])).length > 0)
  for (let count = 1; count < options.outputs; count++) await swaymsg('create_output')
  await waitFor(session, `${options.outputs} outputs`, async () => (await listed()).length === options.outputs)
  const outputs = (await listed()).map((output) => ({ name: output.name, x: 0, y: 0, width: output.rect.width, height: output.rect.height }))
  return { outputs, swaymsg }
}
