// The app's log file, `<data>/logs/tapestry.log`, so a person can report a problem: what started,
// what a rotation step did, what failed and why. Written by electron-log's Node logger (no Electron
// needed, so it is tested here), readable by the owner only, rotated at 1 MiB keeping three old
// files, and passed through redactLogLine so no key ever reaches it.
import { renameSync, rmSync } from 'node:fs'
import { inspect } from 'node:util'
import path from 'node:path'
import electronLog from 'electron-log/node'
import { LOG_FILE, logFolderOf } from './log-location'
import { redactLogLine } from './redact-log-line'
const MAX_BYTES = 1024 * 1024
const KEPT_OLD_FILES = 3

export interface AppLog {
  info(line: string): void
  warn(line: string): void
  error(line: string, error?: unknown): void
  /** The folder the log files are in, for "Open the log folder". */
  readonly folder: string
  readonly file: string
}

export interface AppLogOptions {
  dataDir: string
  /** The keys saved now: each is replaced by "[redacted]" wherever it would appear. */
  secrets: () => readonly string[]
  /** Also print to the console (running from a terminal). */
  console?: boolean
  maxBytes?: number
}

/** tapestry.log → tapestry.1.log → tapestry.2.log → tapestry.3.log, the oldest dropped. */
function rotate(file: string): void {
  const { dir, name, ext } = path.parse(file)
  const old = (n: number) => path.join(dir, `${name}.${n}${ext}`)
  rmSync(old(KEPT_OLD_FILES), { force: true })
  for (let n = KEPT_OLD_FILES - 1; n >= 1; n--) {
    try {
      renameSync(old(n), old(n + 1))
    } catch {
      // Not there yet: fewer old files than kept.
    }
  }
  renameSync(file, old(1))
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`
  return inspect(value, { depth: 4, breakLength: Infinity })
}

export function createAppLog(options: AppLogOptions): AppLog {
  const folder = logFolderOf(options.dataDir)
  const file = path.join(folder, LOG_FILE)
  // Its own logger, not electron-log's default one, so nothing else in the process writes here.
  const logger = electronLog.create({ logId: `tapestry:${file}` })
  logger.transports.file.resolvePathFn = () => file
  logger.transports.file.maxSize = options.maxBytes ?? MAX_BYTES
  logger.transports.file.writeOptions = { flag: 'a', mode: 0o600, encoding: 'utf8' }
  logger.transports.file.archiveLogFn = (old) => rotate(old.path)
  logger.transports.file.format = '[{y}-{m}-{d} {h}:{i}:{s}.{ms}] [{level}] {text}'
  if (!options.console) logger.transports.console.level = false
  // Every value becomes text before any transport sees it, and the text is redacted.
  logger.hooks.push((message) => ({ ...message, data: [redactLogLine(message.data.map(asText).join(' '), options.secrets())] }))

  return {
    info: (line) => logger.info(line),
    warn: (line) => logger.warn(line),
    error: (line, error) => (error === undefined ? logger.error(line) : logger.error(line, error)),
    folder,
    file,
  }
}
