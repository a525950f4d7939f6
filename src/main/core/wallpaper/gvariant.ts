// gsettings speaks GVariant text. A string value is written quoted ('…', with \ and ' escaped), so
// a path with a quote in it still arrives whole; what `gsettings get` prints is parsed back the same way.

/** GVariant text for a string: `it's` becomes `'it\'s'`. */
export function gvariantString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  a: '\x07',
}

/**
 * The string inside a GVariant text value (`'file:///a%20b.png'`, `"it's"`, `@s 'x'`); a value that is
 * not a quoted string is returned trimmed, as gsettings would show it.
 */
export function parseGvariantString(text: string): string {
  let value = text.trim()
  if (value.startsWith('@s ')) value = value.slice(3).trimStart()
  const quote = value[0]
  if ((quote !== "'" && quote !== '"') || value.length < 2 || value[value.length - 1] !== quote) return value
  const body = value.slice(1, -1)
  let result = ''
  for (let index = 0; index < body.length; index++) {
    const char = body[index] as string
    if (char !== '\\' || index + 1 >= body.length) {
      result += char
      continue
    }
    const next = body[index + 1] as string
    if (next === 'u' || next === 'U') {
      const length = next === 'u' ? 4 : 8
      const hex = body.slice(index + 2, index + 2 + length)
      if (/^[0-9a-fA-F]+$/.test(hex) && hex.length === length) {
        result += String.fromCodePoint(parseInt(hex, 16))
        index += 1 + length
        continue
      }
    }
    result += SIMPLE_ESCAPES[next] ?? next
    index += 1
  }
  return result
}
