// A JSON file that fails its schema in a few places is mended there rather than thrown away whole:
// each value zod names is taken out, so the schema's default takes its place (a member of a list
// is left out of it), until the document passes. A person who hand-edits one setting wrongly keeps
// every other setting; what was changed is named, with the schema's own reason, so they can be told.
import type { z } from 'zod'

export interface FieldReset {
  /** The value taken out, as the file has it: `wallpaper.afterChangeCommand`, `rotation.pool.2`. */
  field: string
  /** Why, in the schema's words; led by the inner field when the problem was further in. */
  reason: string
  /** A member of a list left out, rather than a field put back to its default. */
  leftOut: boolean
}

export interface Mended<T> {
  value: T
  resets: FieldReset[]
}

/** A document needing more than this many values taken out is not a few mistakes: it is damaged. */
const MAX_TAKEN_OUT = 50

type Key = string | number

function childOf(container: unknown, key: Key): { found: boolean; value?: unknown } {
  if (Array.isArray(container)) return typeof key === 'number' && key < container.length ? { found: true, value: container[key] } : { found: false }
  if (container !== null && typeof container === 'object' && Object.hasOwn(container, key)) return { found: true, value: (container as Record<Key, unknown>)[key] }
  return { found: false }
}

/** How many leading keys of `path` name values in the document. */
function depthFound(document: unknown, path: readonly Key[]): number {
  let value = document
  for (const [depth, key] of path.entries()) {
    const child = childOf(value, key)
    if (!child.found) return depth
    value = child.value
  }
  return path.length
}

/** The issue's path, with the unknown key itself for an `unrecognized_keys` issue (zod names its object). */
function issuePath(issue: z.core.$ZodIssue): Key[] {
  const path = issue.path.filter((key): key is Key => typeof key !== 'symbol')
  return issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? [...path, issue.keys[0]] : path
}

/**
 * Takes out, one at a time, what the schema names until the document passes. A value the file has
 * is taken out (its default takes its place); where the schema asks for something the file lacks
 * (a required field, a shape made by a preprocess), the nearest value the file has around it goes.
 * Null when the document as a whole is wrong, or too much of it is.
 */
export function repairFields<S extends z.ZodType>(schema: S, document: Record<string, unknown>): Mended<z.output<S>> | null {
  const working = structuredClone(document)
  // Lists shrink as members are left out: the index each member had in the file, to name it by.
  const positions = new WeakMap<unknown[], number[]>()
  const positionsOf = (list: unknown[]) => {
    let known = positions.get(list)
    if (!known) positions.set(list, (known = list.map((_, index) => index)))
    return known
  }
  /** A path in the working document, named as the file has it. */
  const asInFile = (path: readonly Key[]) => {
    let value: unknown = working
    return path
      .map((key) => {
        const named = Array.isArray(value) && typeof key === 'number' ? (positionsOf(value)[key] ?? key) : key
        value = childOf(value, key).value
        return String(named)
      })
      .join('.')
  }

  /** What was taken out, with what the schema said was wrong where (as the file names both). */
  const taken: { field: string; leftOut: boolean; issueField: string; message: string }[] = []
  for (let count = 0; ; count += 1) {
    const checked = schema.safeParse(working)
    if (checked.success) {
      const resets = taken.map(({ field, leftOut, issueField, message }) => ({ field, leftOut, reason: issueField === field ? message : `${issueField.slice(field.length + 1)}: ${message}` }))
      return { value: checked.data, resets }
    }
    const issue = checked.error.issues[0]
    if (issue === undefined || count >= MAX_TAKEN_OUT) return null
    const path = issuePath(issue)
    // The value named, or where the file lacks it, the nearest value around it that the file has.
    const cut = path.slice(0, depthFound(working, path))
    if (cut.length === 0) return null
    const field = asInFile(cut)
    const issueField = asInFile(path)
    const parent = cut.slice(0, -1).reduce<unknown>((value, key) => childOf(value, key).value, working)
    const key = cut.at(-1) as Key
    const leftOut = Array.isArray(parent)
    if (leftOut) {
      parent.splice(key as number, 1)
      positionsOf(parent).splice(key as number, 1)
    } else {
      delete (parent as Record<Key, unknown>)[key]
    }
    // A value taken out that its container cannot do without takes the container with it: said
    // once, for the container, in the first one's place and with its reason (what the file got wrong).
    const within = taken.findIndex((earlier) => earlier.field.startsWith(`${field}.`))
    const first = taken[within]
    const record = first ? { field, leftOut, issueField: first.issueField, message: first.message } : { field, leftOut, issueField, message: issue.message }
    if (within === -1) taken.push(record)
    else taken.splice(within, taken.length - within, record, ...taken.slice(within + 1).filter((earlier) => !earlier.field.startsWith(`${field}.`)))
  }
}
