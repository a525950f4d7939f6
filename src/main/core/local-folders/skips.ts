// What a scan left out of a folder and why, and the one sentence that says so (`tapestry folders
// add|list`, the folder's line in Settings). A file left out without a word looks like a bug in the
// folder ("Added: 2 pictures" of 6); said, it is something the person can fix (a permission, a link).
import type { MessageKey } from '../../../shared/i18n/catalog'
import { said, type Said } from '../i18n/sentence'
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
const CODES: Readonly<Record<string, MessageKey>> = {
  EACCES: 'system.folders.code.denied',
  EPERM: 'system.folders.code.denied',
  EIO: 'system.folders.code.io',
  ENAMETOOLONG: 'system.folders.code.nameTooLong',
  ELOOP: 'system.folders.code.loop',
  ESTALE: 'system.folders.code.stale',
  EOVERFLOW: 'system.folders.code.overflow',
}

/** A code in words, said. */
export function codeSaid(code: string | undefined): Said {
  const key = code ? CODES[code] : undefined
  if (key !== undefined) return said(key)
  return code ? said('system.folders.code.other', { code }) : said('system.folders.code.unknown')
}

export function describeCode(code: string | undefined): string {
  return codeSaid(code).message
}

/** Why a file was not read in time, or was too small to be one (the scan's words for a skip's detail). */
export const NOT_READ_IN_TIME: MessageKey = 'system.folders.detail.stopped'
export const TOO_SMALL: MessageKey = 'system.folders.detail.tooSmall'

/** The details the scan words from the catalog: a skip keeps their English (scan-notes.ts), and is said again from it. */
const WORDED_DETAILS: readonly MessageKey[] = [...new Set(Object.values(CODES)), 'system.folders.code.unknown', NOT_READ_IN_TIME, TOO_SMALL]

/**
 * A skip's detail as a sentence for the window. The notes on disk keep the English (written by this
 * or an earlier version), so a detail the scan worded is found again by its English; any other (a
 * link's target, the system's own message) is said as it is.
 */
function detailSaid(detail: string): Said {
  for (const key of WORDED_DETAILS) {
    const worded = said(key)
    if (worded.message === detail) return worded
  }
  const code = /^error (\S+)$/.exec(detail)?.[1]
  return code === undefined ? { message: detail } : said('system.folders.code.other', { code })
}

/** Each reason as a clause that starts with its count (plural in the catalog). */
const CLAUSES: Readonly<Record<SkipReason, MessageKey>> = {
  unreadable: 'system.folders.skip.unreadable',
  'not-a-file': 'system.folders.skip.notAFile',
  'no-answer': 'system.folders.skip.noAnswer',
  'link-outside': 'system.folders.skip.linkOutside',
  'link-to-counted': 'system.folders.skip.linkToCounted',
  'not-a-picture': 'system.folders.skip.notAPicture',
  'too-large': 'system.folders.skip.tooLarge',
  'size-unknown': 'system.folders.skip.sizeUnknown',
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

/**
 * One reason's clause: its count, and the first names (with the one reason all of them share). The
 * names go inside the clause's own message, so a language places them as it says the clause.
 */
function clauseSaid(folder: string, reason: SkipReason, these: readonly Skip[], count: number): Said {
  const details = [...new Set(these.map((skip) => skip.detail).filter((detail): detail is string => detail !== null))]
  const names = these.slice(0, NAMES_SHOWN).map((skip) => named(folder, skip))
  if (count > names.length && names.length > 0) names.push('…')
  const why = details.length === 1 && reason !== 'link-outside' ? detailSaid(details[0] as string) : null
  // Names are paths: a value, said as they are in every language.
  return said(CLAUSES[reason], { count, shown: names.length === 0 ? 'none' : why === null ? 'names' : 'why', names: names.join(', '), why: why ?? '' })
}

/**
 * "Skipped 4 files: 3 cannot be read (permission denied: locked.jpg, closed/, …); 1 is not a JPEG,
 * PNG, WebP or GIF picture." — or null when nothing was skipped. `notPictures` counts files the
 * index knows are not pictures beyond those in `skips` (their names are not kept).
 */
export function skippedSentence(folder: string, skips: readonly Skip[], notPictures = 0): Said | null {
  const total = skips.length + notPictures
  if (total === 0) return null
  const clauses: Said[] = []
  for (const reason of ORDER) {
    const these = skips.filter((skip) => skip.reason === reason).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    const count = these.length + (reason === 'not-a-picture' ? notPictures : 0)
    if (count > 0) clauses.push(clauseSaid(folder, reason, these, count))
  }
  // The clauses go in one inside another ("{first}; {rest}"), so a language says its own separator.
  const joined = clauses.reduceRight((rest, first) => said('system.folders.skipped.and', { first, rest }))
  return said('system.folders.skipped', { count: total, clauses: joined })
}
