// A search form's state in the URL hash, so a search can be reloaded and shared. Forms are flat
// records of text, lists of names and switches; only fields that differ from the form's defaults
// are written, so a plain search stays a short address.

export type FormValue = string | boolean | readonly string[]
export type FlatForm = Readonly<Record<string, FormValue>>

function sameValue(a: FormValue, b: FormValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, index) => value === b[index])
  return a === b
}

/** The fields of `form` that differ from `defaults`, as query parameters. */
export function encodeForm<F extends FlatForm>(form: F, defaults: F): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = form[key]
    if (value === undefined || sameValue(value, fallback)) continue
    if (Array.isArray(value)) params.set(key, value.join(','))
    else if (typeof value === 'boolean') params.set(key, value ? '1' : '0')
    else params.set(key, value as string)
  }
  return params
}

/**
 * The form written by `encodeForm`: every field missing from `params` keeps its default; a field
 * of the wrong kind is read as well as it can be and left for the schema to judge, never dropped,
 * so a hand-edited address shows its mistake beside the field instead of silently changing.
 */
export function decodeForm<F extends FlatForm>(params: URLSearchParams, defaults: F): F {
  const form: Record<string, FormValue> = { ...defaults }
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key)
    if (raw === null) continue
    if (Array.isArray(fallback)) form[key] = raw === '' ? [] : raw.split(',')
    else if (typeof fallback === 'boolean') form[key] = raw === '1' || raw === 'true'
    else form[key] = raw
  }
  return form as F
}
