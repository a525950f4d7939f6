// A readable JSON file store (settings.json, rotation.json, the key files) that several processes
// share: every change is a read-modify-write under an inter-process lock (proper-lockfile), so the
// app and `tapestry` processes never lose each other's writes; every write goes to a temporary file
// whose every byte is checked written, is flushed, and then renamed over the old one, so a full
// disk leaves the old file whole and says so. A file that is not JSON or not an object is MOVED
// aside to `<name>.corrupt-<timestamp>.json` (never deleted) and the store starts from the schema's
// defaults. A file failing its zod schema only in some values is mended (repair-fields.ts): those
// values go back to their defaults, every other value is kept, and the file as it was is COPIED
// to `<name>.corrupt-<timestamp>.json` first, so nothing the person wrote is lost.
import { randomBytes } from 'node:crypto'
import { chmodSync, closeSync, constants, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'
import lockfile from 'proper-lockfile'
import type { z } from 'zod'
import { FilesystemError } from '../errors/errors'
import { toFilesystemError } from '../errors/filesystem-error'
import { said, sentence, type Said } from '../i18n/sentence'
import { repairFields, type FieldReset, type Mended } from './repair-fields'

export type { FieldReset } from './repair-fields'

/**
 * Told where a broken file was kept, so the app can tell the person (recovery-notice.ts): moved
 * there whole, or, with `resets`, copied there before only those values were put back.
 */
export type OnRecovered = (keptAs: string, resets?: readonly FieldReset[]) => void

export interface JsonStoreOptions<S extends z.ZodType<Record<string, unknown>>> {
  /** The folder the file lives in (the data folder). */
  cwd: string
  /** File name without `.json`. */
  configName: string
  /** Must accept `{}` and fill in every default. */
  schema: S
  /** File mode on creation, e.g. 0o600 for secrets. */
  fileMode?: number
  onRecovered?: OnRecovered
}

export interface JsonStore<T> {
  readonly path: string
  /** Where broken files were kept (moved whole, or copied before mending) since the store was opened, oldest first. */
  readonly recovered: readonly string[]
  read(): T
  /** Applies `change` to the current document, validates the result, writes it atomically. */
  update(change: (current: T) => T): T
}

/** How long a change waits for another process's change to the same file. */
const LOCK_WAIT_MS = 10_000
const LOCK_RETRY_MS = 15
/** A lock older than this belongs to a process that died holding it. */
const LOCK_STALE_MS = 10_000

function timestamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-')
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

/** "the settings file": the store's file as a sentence names it, each language with its own word for it. */
function storeFile(what: string): Said {
  return said('core.store.file', { file: what })
}

/** Holds the file's lock while `task` runs. Synchronous, like the stores: changes are tiny. */
function withLock<T>(file: string, what: string, task: () => T): T {
  const deadline = Date.now() + LOCK_WAIT_MS
  let release: () => void
  for (;;) {
    try {
      release = lockfile.lockSync(file, { realpath: false, stale: LOCK_STALE_MS, onCompromised: () => undefined })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw toFilesystemError(error, said('core.file.doing.lockStore', { file: storeFile(what) }))
      if (Date.now() > deadline) throw new FilesystemError(...sentence('core.store.locked', { file: storeFile(what) }, { cause: error }))
      sleep(LOCK_RETRY_MS)
    }
  }
  try {
    return task()
  } finally {
    try {
      release()
    } catch {
      // Already released as stale by another process; nothing of ours is left to undo.
    }
  }
}

/**
 * Writes `text` whole or not at all: every byte is written (a short write is continued, a full disk
 * throws), flushed, renamed over the file, and the folder flushed so the rename survives a power cut.
 */
export function writeFileAtomically(file: string, text: string, mode: number | undefined): void {
  const bytes = Buffer.from(text, 'utf8')
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`
  let fd: number | undefined
  try {
    fd = openSync(temporary, 'wx', mode ?? 0o644)
    let written = 0
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written, written)
    fsyncSync(fd)
    closeSync(fd)
    fd = undefined
    renameSync(temporary, file)
  } catch (error) {
    if (fd !== undefined) closeSync(fd)
    rmSync(temporary, { force: true })
    throw error
  }
  try {
    const folder = openSync(path.dirname(file), 'r')
    try {
      fsyncSync(folder)
    } finally {
      closeSync(folder)
    }
  } catch {
    // Some systems cannot flush a folder (Windows); the rename is still atomic.
  }
}

type Parsed = { ok: true; value: Record<string, unknown> } | { ok: false }

/** The file as read: as it should be, mendable in some values, or damaged as a whole. */
type Reading<T> = { state: 'ok'; value: T } | { state: 'mendable'; text: string; mended: Mended<T> } | { state: 'damaged' }

export function openJsonStore<S extends z.ZodType<Record<string, unknown>>>(options: JsonStoreOptions<S>): JsonStore<z.output<S>> {
  const { schema } = options
  const recovered: string[] = []
  const filePath = path.join(options.cwd, `${options.configName}.json`)
  const what = options.configName

  function readText(): string | undefined {
    try {
      return readFileSync(filePath, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw toFilesystemError(error, said('core.file.doing.readStore', { file: storeFile(what) }))
    }
  }

  function parse(text: string): Parsed {
    try {
      const value: unknown = JSON.parse(text)
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ok: true, value: value as Record<string, unknown> } : { ok: false }
    } catch {
      return { ok: false }
    }
  }

  function asideName(): string {
    let target = path.join(options.cwd, `${options.configName}.corrupt-${timestamp(new Date())}.json`)
    for (let attempt = 1; existsSync(target); attempt += 1) {
      target = path.join(options.cwd, `${options.configName}.corrupt-${timestamp(new Date())}-${attempt}.json`)
    }
    return target
  }

  function moveAside(): void {
    if (!existsSync(filePath)) return
    const target = asideName()
    try {
      renameSync(filePath, target)
    } catch (error) {
      // A file that cannot be moved (locked on Windows) is copied; the next write replaces it.
      try {
        copyFileSync(filePath, target)
      } catch {
        throw toFilesystemError(error, said('core.file.doing.copyDamagedStore', { file: storeFile(what) }))
      }
    }
    recovered.push(target)
    options.onRecovered?.(target)
  }

  const defaults = (): z.output<S> => schema.parse({})

  // A mended document this process could not write back (a full disk): kept for the text it came
  // from, so the file is not copied and the person not told again at every read.
  let unsaved: { text: string; value: z.output<S> } | undefined

  function reading(): Reading<z.output<S>> {
    const text = readText()
    if (text === undefined) return { state: 'ok', value: defaults() }
    if (unsaved?.text === text) return { state: 'ok', value: unsaved.value }
    const parsed = parse(text)
    if (!parsed.ok) return { state: 'damaged' }
    const checked = schema.safeParse(parsed.value)
    if (checked.success) return { state: 'ok', value: checked.data }
    const mended = repairFields(schema, parsed.value)
    return mended ? { state: 'mendable', text, mended } : { state: 'damaged' }
  }

  function save(document: z.output<S>): void {
    try {
      writeFileAtomically(filePath, `${JSON.stringify(document, null, '\t')}\n`, options.fileMode)
    } catch (error) {
      throw toFilesystemError(error, said('core.file.doing.saveStore', { file: storeFile(what) }))
    }
  }

  /**
   * Keeps a copy of the file as it is, then writes it back with only the values it could not use
   * put back; null when no copy could be made (a full disk), and nothing was changed.
   */
  function mend(text: string, { value, resets }: Mended<z.output<S>>): z.output<S> | null {
    const target = asideName()
    try {
      copyFileSync(filePath, target, constants.COPYFILE_EXCL)
      if (options.fileMode !== undefined) chmodSync(target, options.fileMode)
    } catch (error) {
      // A copy cut short by a full disk is no copy; a name taken meanwhile is not ours to remove.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') rmSync(target, { force: true })
      return null
    }
    try {
      save(value)
      unsaved = undefined
    } catch {
      // The file stays as it was (the write is atomic) and this process runs on the mended values;
      // the next change writes them, or the next start mends the file again.
      unsaved = { text, value }
    }
    recovered.push(target)
    options.onRecovered?.(target, resets)
    return value
  }

  /** Under the lock: the document, mending or moving aside a broken file first. */
  function settle(): z.output<S> {
    const again = reading()
    if (again.state === 'ok') return again.value
    // Without room for a copy, the file is moved aside whole (a rename needs none), as a damaged one is.
    const mended = again.state === 'mendable' ? mend(again.text, again.mended) : null
    if (mended !== null) return mended
    moveAside()
    return defaults()
  }

  function ensureFolder(): void {
    try {
      mkdirSync(options.cwd, { recursive: true })
    } catch (error) {
      throw toFilesystemError(error, said('core.file.doing.createStoreFolder', { file: storeFile(what) }))
    }
  }

  function read(): z.output<S> {
    const document = reading()
    if (document.state === 'ok') return document.value
    // Mended or moved aside under the lock, and only if it is still broken: another process may have just done it.
    ensureFolder()
    return withLock(filePath, what, settle)
  }

  // Checked now, so a broken file is moved aside at start-up rather than at the first use.
  read()

  return {
    path: filePath,
    recovered,
    read,
    update(change) {
      ensureFolder()
      return withLock(filePath, what, () => {
        const next = schema.parse(change(settle()))
        save(next)
        unsaved = undefined
        return next
      })
    },
  }
}
