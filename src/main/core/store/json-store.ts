// A JSON file store on `conf` (atomic writes through `atomically`) that never fails to start and
// never silently loses a file: when the file is not JSON, not an object, or fails its zod schema,
// it is MOVED aside to `<name>.corrupt-<timestamp>.json` and the store starts from the schema's
// defaults. conf's own `clearInvalidConfig` would throw the file away, so it is off.
//
// Every read goes to the file and every change is a read-modify-write of the whole document, so a
// second process (the CLI while the app runs) sees the latest state; the last writer wins.
import { copyFileSync, existsSync, renameSync } from 'node:fs'
import path from 'node:path'
import Conf from 'conf'
import type { z } from 'zod'
import { toFilesystemError } from '../filesystem-error'

export interface JsonStoreOptions<S extends z.ZodType<Record<string, unknown>>> {
  /** The folder the file lives in (the data folder). */
  cwd: string
  /** File name without `.json`. */
  configName: string
  /** Must accept `{}` and fill in every default. */
  schema: S
  /** File mode on creation, e.g. 0o600 for secrets. */
  fileMode?: number
  /** Called with the path a broken file was moved to, so the app can tell the user. */
  onRecovered?: (movedTo: string) => void
}

export interface JsonStore<T> {
  readonly path: string
  /** Where broken files were moved to since the store was opened, oldest first. */
  readonly recovered: readonly string[]
  read(): T
  /** Applies `change` to the current document, validates the result, writes it atomically. */
  update(change: (current: T) => T): T
}

/** Thrown by the deserializer so a broken file is told apart from a real I/O failure. */
class CorruptFileError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'CorruptFileError'
  }
}

function deserialize(text: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new CorruptFileError('not JSON', { cause: error })
  }
  // conf would turn `[]`, `"text"` or `42` into an object and the garbage would be overwritten.
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new CorruptFileError('not a JSON object')
  return value as Record<string, unknown>
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-')
}

export function openJsonStore<S extends z.ZodType<Record<string, unknown>>>(options: JsonStoreOptions<S>): JsonStore<z.output<S>> {
  const { schema } = options
  const recovered: string[] = []
  const filePath = path.join(options.cwd, `${options.configName}.json`)

  function moveAside(): void {
    if (!existsSync(filePath)) return
    let target = path.join(options.cwd, `${options.configName}.corrupt-${timestamp(new Date())}.json`)
    for (let attempt = 1; existsSync(target); attempt += 1) {
      target = path.join(options.cwd, `${options.configName}.corrupt-${timestamp(new Date())}-${attempt}.json`)
    }
    try {
      renameSync(filePath, target)
    } catch (error) {
      // A file that cannot be moved (locked on Windows) is copied; the next write replaces it.
      try {
        copyFileSync(filePath, target)
      } catch {
        throw toFilesystemError(error, `keep a copy of the damaged ${options.configName} file`)
      }
    }
    recovered.push(target)
    options.onRecovered?.(target)
  }

  function createConf(): Conf<Record<string, unknown>> {
    return new Conf<Record<string, unknown>>({
      cwd: options.cwd,
      configName: options.configName,
      clearInvalidConfig: false,
      accessPropertiesByDotNotation: false,
      deserialize,
      ...(options.fileMode === undefined ? {} : { configFileMode: options.fileMode }),
    })
  }

  function isCorrupt(error: unknown): boolean {
    return error instanceof CorruptFileError
  }

  let conf: Conf<Record<string, unknown>>
  try {
    conf = createConf()
  } catch (error) {
    if (!isCorrupt(error)) throw toFilesystemError(error, `open the ${options.configName} file`)
    moveAside()
    conf = createConf()
  }

  const defaults = (): z.output<S> => schema.parse({})

  function read(): z.output<S> {
    let raw: Record<string, unknown>
    try {
      raw = conf.store
    } catch (error) {
      if (!isCorrupt(error)) throw toFilesystemError(error, `read the ${options.configName} file`)
      moveAside()
      return defaults()
    }
    const parsed = schema.safeParse(raw)
    if (parsed.success) return parsed.data
    moveAside()
    return defaults()
  }

  // Checked now, so a broken file is moved aside at start-up rather than at the first use.
  read()

  return {
    path: filePath,
    recovered,
    read,
    update(change) {
      const next = schema.parse(change(read()))
      try {
        // A plain copy: conf's store setter and JSON.stringify want ordinary objects.
        conf.store = JSON.parse(JSON.stringify(next)) as Record<string, unknown>
      } catch (error) {
        throw toFilesystemError(error, `save the ${options.configName} file`)
      }
      return next
    },
  }
}
