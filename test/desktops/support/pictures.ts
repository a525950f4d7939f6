// Solid pictures to set: one colour each, so the screen's colour says which one the desktop draws.
// Those of one colour go in a folder of their own (a folder is what rotation draws from), readable
// by the desktop user; several of one colour differ by a shade (a picture is known by its bytes),
// too little for the screen check to tell apart.
import { chmodSync, chownSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Rgb } from './screen'
import type { Session } from './session'

/** `count` pictures of about `colour` in the folder pictures/NAME; the first is exactly `colour`. */
export async function solidPictures(session: Session, name: string, colour: Rgb, count: number, size = { width: 1920, height: 1200 }): Promise<string[]> {
  const folder = session.folder('pictures', name)
  const files: string[] = []
  for (let index = 0; index < count; index++) {
    const file = join(folder, `${name}-${index + 1}.png`)
    const [r, g, b] = colour.map((value) => (value > 127 ? value - index * 3 : value + index * 3)) as [number, number, number]
    await sharp({ create: { ...size, channels: 3, background: { r, g, b } } })
      .png()
      .toFile(file)
    chmodSync(file, 0o644)
    if (session.user.switches) chownSync(file, session.user.uid, session.user.gid)
    files.push(file)
  }
  return files
}

export async function solidPicture(session: Session, name: string, colour: Rgb, size?: { width: number; height: number }): Promise<string> {
  return (await solidPictures(session, name, colour, 1, size))[0] as string
}
