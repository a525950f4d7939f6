// pcmanfm-qt before 1.4 cannot be told to fill (zoom), and may ignore a mode it is told (see
// pcmanfm-qt-version.ts). So Tapestry draws the picture as the desktop would in the mode asked for,
// at exactly the size the desktop draws its wallpaper, and sets the drawing: a picture of the
// desktop's own size looks the same in every picture mode pcmanfm-qt may be in (stretched, fitted,
// zoomed, centred, tiled), so the mode it keeps no longer matters. Drawings are files of Tapestry's
// state folder, named for what they are drawn from, kept while the desktop shows them.
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadSharp, type Sharp } from '../../images/load-sharp'
import type { FitTable } from '../fit-modes'

/** How pcmanfm-qt lays a picture on its desktop: zoom, fit, stretch, center and tile. */
export type Drawing = 'cover' | 'contain' | 'stretch' | 'centre' | 'tile'

/** A spanning picture is made for the whole desktop, which pcmanfm-qt's one window covers: stretched, it lies 1:1. */
export const DRAWING_FOR_FIT: FitTable<Drawing> = { smart: 'cover', fill: 'cover', fit: 'contain', stretch: 'stretch', center: 'centre', tile: 'tile', span: 'stretch' }

export interface DrawingRequest {
  file: string
  drawing: Drawing
  /** The desktop's size in pixels. */
  width: number
  height: number
  /** The desktop's colour (`#rrggbb`): beside a fitted or centred picture, under a transparent one. */
  background: string
}

const LIMIT_INPUT_PIXELS = 268_402_689
const PREFIX = 'drawn-'

async function draw(sharp: Sharp, request: DrawingRequest): Promise<Buffer> {
  const { width, height, background } = request
  const picture = () => sharp(request.file, { limitInputPixels: LIMIT_INPUT_PIXELS }).rotate().flatten({ background })
  const jpeg = { quality: 92, chromaSubsampling: '4:4:4' } as const
  switch (request.drawing) {
    case 'cover':
      return picture().resize(width, height, { fit: 'cover', position: 'centre' }).jpeg(jpeg).toBuffer()
    case 'contain':
      return picture().resize(width, height, { fit: 'contain', background }).jpeg(jpeg).toBuffer()
    case 'stretch':
      return picture().resize(width, height, { fit: 'fill' }).jpeg(jpeg).toBuffer()
    case 'centre':
    case 'tile': {
      const { data, info } = await picture().raw().toBuffer({ resolveWithObject: true })
      const raw = { width: info.width, height: info.height, channels: info.channels }
      // At its own size: centred as pcmanfm-qt does ((desktop − picture) / 2, C++ integer halves), or from the top left corner.
      const left = request.drawing === 'centre' ? Math.trunc((width - info.width) / 2) : 0
      const top = request.drawing === 'centre' ? Math.trunc((height - info.height) / 2) : 0
      // The part that lies on the desktop: sharp composites nothing larger than its canvas.
      const part = { left: Math.max(0, -left), top: Math.max(0, -top), width: Math.min(info.width, width), height: Math.min(info.height, height) }
      const piece = await sharp(data, { raw }).extract(part).png().toBuffer()
      const layer = request.drawing === 'tile' ? { input: piece, tile: true, gravity: 'northwest' } : { input: piece, left: Math.max(0, left), top: Math.max(0, top) }
      return sharp({ create: { width, height, channels: 3, background } })
        .composite([layer])
        .jpeg(jpeg)
        .toBuffer()
    }
  }
}

/** The drawing's path in `folder`: named for the picture's file (path, size, modified time) and the request, so a new picture is a new name. */
async function drawingPath(folder: string, request: DrawingRequest): Promise<string> {
  const info = await stat(request.file)
  const key = JSON.stringify([request.file, info.size, info.mtimeMs, request.drawing, request.width, request.height, request.background])
  return join(folder, `${PREFIX}${createHash('sha256').update(key).digest('hex').slice(0, 20)}.jpg`)
}

/** Draws the picture for the desktop into `folder` (once: the same request finds the same file) and answers its path. */
export async function drawForDesktop(folder: string, request: DrawingRequest): Promise<string> {
  const path = await drawingPath(folder, request)
  try {
    await stat(path)
    return path
  } catch {
    // Not drawn yet.
  }
  const bytes = await draw(await loadSharp(), request)
  await mkdir(folder, { recursive: true })
  // Whole or not at all: the desktop may read it the moment it is named.
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, bytes, { mode: 0o644 })
  await rename(temporary, path)
  return path
}

const RECORD = 'drawn-from.json'

async function readRecord(folder: string): Promise<Record<string, string>> {
  try {
    const record = JSON.parse(await readFile(join(folder, RECORD), 'utf8')) as unknown
    if (record && typeof record === 'object') return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  } catch {
    // No record yet, or an unreadable one: the desktop's own answer stands.
  }
  return {}
}

async function writeRecord(folder: string, record: Record<string, string>): Promise<void> {
  await mkdir(folder, { recursive: true })
  const temporary = join(folder, `${RECORD}.${process.pid}.tmp`)
  await writeFile(temporary, JSON.stringify(record))
  await rename(temporary, join(folder, RECORD))
}

/** Notes which picture `drawing` was drawn from, so that reading the desktop back answers the person's file. */
export async function recordDrawing(folder: string, drawing: string, file: string): Promise<void> {
  await writeRecord(folder, { ...(await readRecord(folder)), [drawing]: file })
}

/** The picture `shown` was drawn from, when it is one of Tapestry's drawings; else `shown` itself. */
export async function drawnFrom(folder: string, shown: string): Promise<string> {
  return (await readRecord(folder))[shown] ?? shown
}

/** Removes every drawing in `folder` but `kept` (the one the desktop shows), and their notes. */
export async function removeOtherDrawings(folder: string, kept: string): Promise<void> {
  let names: string[]
  try {
    names = await readdir(folder)
  } catch {
    return
  }
  await Promise.all(names.filter((name) => name.startsWith(PREFIX) && name.endsWith('.jpg') && join(folder, name) !== kept).map((name) => rm(join(folder, name), { force: true })))
  const record = await readRecord(folder)
  await writeRecord(folder, record[kept] === undefined ? {} : { [kept]: record[kept] })
}
