// What a scan left out of a folder and why, and the one sentence that says so (`tapestry folders
// add|list`, the folder's line in Settings). A file left out without a word looks like a bug in the
// folder ("Added: 2 pictures" of 6); said, it is something the person can fix (a permission, a link).
import { readableName } from './path-bytes'

export type SkipReason =
  /** Permission denied, an I/O error: tried again at the next scan. */
  | 'unreadable'
  /** A FIFO, socket or device (by its type, or found so when opened). */
  | 'not-a-file'
  /** A read that did not finish in time (a disk or share that stopped answering). */
  | 'no-answer'
  /** A link to somewhere outside the folder: followed only within the folder's own tree. */
  | 'link-outside'
  /** A link to a file the folder already holds under its own name: indexed once. */
  | 'link-to-counted'
  /** Read, and not a JPEG, PNG, WebP or GIF. */
  | 'not-a-picture'
  /** A picture larger than a wallpaper can be. */
  | 'too-large'
  /** A picture whose header does not say its size. */
  | 'size-unknown'

export interface Skip {
  /** The absolute path (as kept: see path-bytes.ts). */
  path: string
  reason: SkipReason
  /** What more there is to say: the system's reason ("permission denied"), where a link leads. */
  detail: string | null
  /** A folder (and all under it) rather than a file. */
  folder?: boolean
}

/** The system's codes in words, for "cannot be read (…)". */
const CODES: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EIO: 'an input/output error',
  ENAMETOOLONG: 'a name too long',
  ELOOP: 'too many links in a row',
  ESTALE: 'a network share that went away',
  EOVERFLOW: 'too large for this system',
}

export function describeCode(code: string | undefined): string {
  return (code && CODES[code]) ?? (code ? `error ${code}` : 'an unknown error')
}

/** Each reason in a clause: singular, plural. */
const CLAUSES: Readonly<Record<SkipReason, readonly [string, string]>> = {
  unreadable: ['cannot be read', 'cannot be read'],
  'not-a-file': ['is not a regular file (a FIFO, socket or device)', 'are not regular files (FIFOs, sockets or devices)'],
  'no-answer': ['did not answer in time', 'did not answer in time'],
  'link-outside': ['is a link out of the folder, which is not followed', 'are links out of the folder, which are not followed'],
  'link-to-counted': ['is a link to a picture the folder already holds', 'are links to pictures the folder already holds'],
  'not-a-picture': ['is not a JPEG, PNG, WebP or GIF picture', 'are not JPEG, PNG, WebP or GIF pictures'],
  'too-large': ['is larger than a wallpaper can be', 'are larger than a wallpaper can be'],
  'size-unknown': ['does not say its size in pixels', 'do not say their size in pixels'],
}

const ORDER: readonly SkipReason[] = ['unreadable', 'not-a-file', 'no-answer', 'link-outside', 'link-to-counted', 'too-large', 'size-unknown', 'not-a-picture']

/** At most this many names in a clause: enough to find them, short enough to read. */
const NAMES_SHOWN = 2

/** The skipped entry as the person finds it: its path inside the folder, where a link leads. */
function named(folder: string, skip: Skip): string {
  const relative = readableName(skip.path.startsWith(folder + '/') ? skip.path.slice(folder.length + 1) : skip.path)
  if (skip.reason === 'link-outside' && skip.detail !== null) return `${relative} → ${readableName(skip.detail)}`
  return skip.folder ? `${relative}/` : relative
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
}

/**
 * "Skipped 4 files: 3 cannot be read (permission denied: locked.jpg, closed/, …); 1 is not a JPEG,
 * PNG, WebP or GIF picture." — or null when nothing was skipped. `notPictures` counts files the
 * index knows are not pictures beyond those in `skips` (their names are not kept).
 */
export function skippedSentence(folder: string, skips: readonly Skip[], notPictures = 0): string | null {
  const total = skips.length + notPictures
  if (total === 0) return null
  const clauses: string[] = []
  for (const reason of ORDER) {
    const these = skips.filter((skip) => skip.reason === reason).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    const count = these.length + (reason === 'not-a-picture' ? notPictures : 0)
    if (count === 0) continue
    const [one, many] = CLAUSES[reason]
    const details = [...new Set(these.map((skip) => skip.detail).filter((detail): detail is string => detail !== null))]
    const names = these.slice(0, NAMES_SHOWN).map((skip) => named(folder, skip))
    if (count > names.length && names.length > 0) names.push('…')
    const why = details.length === 1 && reason !== 'link-outside' ? `${details[0]}: ` : ''
    clauses.push(`${count.toLocaleString('en-US')} ${count === 1 ? one : many}${names.length > 0 ? ` (${why}${names.join(', ')})` : ''}`)
  }
  return `Skipped ${plural(total, 'file', 'files')}: ${clauses.join('; ')}.`
}
