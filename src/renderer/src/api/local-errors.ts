// The core's sentences in the window's language: an error that carries its sentence as a catalog
// message (ErrorData.text, src/shared/errors.ts) is said from the window's catalog, in the language
// the window speaks; one without (or with a key this window does not know) keeps the core's English.
// Applied once, where the window's calls come back (api-context.tsx), so every view that shows an
// error's message shows it translated.
import type { ErrorData } from '../../../shared/errors'
import type { WindowApi } from '../../../shared/window-api'
import { hasMessage, translate } from '../i18n/use-t'

export function localError(error: ErrorData): ErrorData {
  if (error.text === undefined || !hasMessage(error.text.key)) return error
  return { ...error, message: translate(error.text.key as Parameters<typeof translate>[0], error.text.values) }
}

/** An operation's answer, or an event's, with its errors (a failure, a rotation's last error) in the window's language. */
function localAnswer<T>(answer: T): T {
  if (typeof answer !== 'object' || answer === null) return answer
  const value = answer as { ok?: unknown; error?: ErrorData; value?: unknown; lastError?: ErrorData | null }
  if (value.ok === false && value.error !== undefined) return { ...answer, error: localError(value.error) }
  if (value.ok === true && value.value !== undefined) return { ...answer, value: localAnswer(value.value) }
  if (value.lastError !== undefined && value.lastError !== null) return { ...answer, lastError: localError(value.lastError) }
  return answer
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
      ? (event: string, callback: (payload: unknown) => void) => member(event, (payload: unknown) => callback(localAnswer(payload)))
      : async (...args: unknown[]) => localAnswer(await member(...args))
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
