// The core's sentences in the window's language: an error, a field issue or an answer's sentence
// field that carries its sentence as a catalog message (ErrorData.text, `XText` beside a field `X`:
// src/shared/errors.ts) is said from the window's catalog, in the language the window speaks; one
// without (or with a key this window does not know) keeps the core's English. Applied once, where
// the window's calls come back (api-context.tsx), so every view shows them translated.
import type { ErrorText } from '../../../shared/errors'
import { sayText } from '../../../shared/i18n/say-text'
import type { WindowApi } from '../../../shared/window-api'
import { hasMessage, translate } from '../i18n/use-t'

/** A sentence sent as a catalog message, in the window's language; undefined where this window lacks one of its keys. */
export function localText(text: ErrorText): string | undefined {
  return sayText(text, (key, values) => (hasMessage(key) ? translate(key as Parameters<typeof translate>[0], values) : undefined))
}

function isText(value: unknown): value is ErrorText {
  return typeof value === 'object' && value !== null && typeof (value as ErrorText).key === 'string' && typeof (value as ErrorText).values === 'object'
}

/**
 * `value` with each sentence it carries as a catalog message said in the window's language: an
 * error's or a field issue's `message` from its `text`, any field `X` from its `XText`
 * (SentenceTextSchema), at any depth. What carries none comes back as it was, the same object.
 */
export function localSentences<T>(value: T): T {
  if (Array.isArray(value)) {
    let changed = false
    const said = value.map((each: unknown) => {
      const local = localSentences(each)
      if (local !== each) changed = true
      return local
    })
    return (changed ? said : value) as T
  }
  if (typeof value !== 'object' || value === null) return value
  let copy: Record<string, unknown> | null = null
  const record = value as Record<string, unknown>
  for (const [name, member] of Object.entries(record)) {
    let local: unknown = member
    if (name === 'message' && typeof member === 'string' && isText(record.text)) local = localText(record.text) ?? member
    else if (typeof member === 'string' && isText(record[`${name}Text`])) local = localText(record[`${name}Text`] as ErrorText) ?? member
    else if (typeof member === 'object' && member !== null && !name.endsWith('Text') && name !== 'text') local = localSentences(member)
    if (local !== member) (copy ??= { ...record })[name] = local
  }
  return (copy ?? value) as T
}

/**
 * `api` with every answer's and event's errors said in the window's language. Each operation is
 * wrapped when first asked for and kept, so it stays the same function (effects that depend on one
 * do not run again); members that are not functions pass through as they are.
 */
export function withLocalErrors(api: WindowApi): WindowApi {
  const wrapped = new Map<PropertyKey, unknown>()
  const wrap = (name: PropertyKey, member: (...given: unknown[]) => unknown) =>
    name === 'on'
      ? (event: string, callback: (payload: unknown) => void) => member(event, (payload: unknown) => callback(localSentences(payload)))
      : async (...args: unknown[]) => localSentences(await member(...args))
  // The proxy's own target is an empty object: `api` itself may be frozen (the harness's, a
  // bridged one), and a proxy of a frozen object must answer each of its properties as it is.
  return new Proxy({} as WindowApi, {
    get(_target, name) {
      const member: unknown = Reflect.get(api, name)
      if (typeof member !== 'function') return member
      if (!wrapped.has(name)) wrapped.set(name, wrap(name, member as (...given: unknown[]) => unknown))
      return wrapped.get(name)
    },
    has: (_target, name) => Reflect.has(api, name),
  })
}
