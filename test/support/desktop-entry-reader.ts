// Desktop entries read as the Desktop Entry Specification 1.5 says, written from the spec's text
// alone (not from any launcher): a value's string escapes first, then the Exec key's quoting, then
// %% as a literal percent. Strict where the spec leaves a reading undefined (a reserved character
// outside quotes, a backslash before any other character inside them, a field code, an unknown
// escape), so an entry that launchers could read in different ways fails here instead of passing.

/** The characters the spec reserves: an argument holding one must be quoted. */
const RESERVED = new Set([' ', '\t', '\n', '"', "'", '\\', '>', '<', '~', '|', '&', ';', '$', '*', '?', '#', '(', ')', '`'])
/** Inside a quoted argument, a backslash may precede only these. */
const ESCAPABLE_IN_QUOTES = new Set(['"', '`', '$', '\\'])
const STRING_ESCAPES: Record<string, string> = { s: ' ', n: '\n', t: '\t', r: '\r', '\\': '\\' }

/** A value of type string with its escapes undone (\s, \n, \t, \r, \\). */
export function unescapeString(raw: string): string {
  let text = ''
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw[index] as string
    if (char !== '\\') {
      text += char
      continue
    }
    const next = raw[index + 1]
    const unescaped = next === undefined ? undefined : STRING_ESCAPES[next]
    if (unescaped === undefined) throw new Error(`Unknown string escape \\${next ?? ''} in ${JSON.stringify(raw)}.`)
    text += unescaped
    index += 1
  }
  return text
}

/** A key's raw value in the [Desktop Entry] group (the first group), as the file holds it. */
export function rawDesktopValue(file: string, key: string): string {
  const lines = file.split('\n')
  if (lines[0] !== '[Desktop Entry]') throw new Error('A desktop entry starts with its [Desktop Entry] group.')
  for (const line of lines.slice(1)) {
    if (line.startsWith('[')) break
    const equals = line.indexOf('=')
    if (equals > 0 && line.slice(0, equals).trim() === key) return line.slice(equals + 1).trim()
  }
  throw new Error(`The entry has no ${key} key.`)
}

/** `%%` is a literal percent; any other field code is refused (Tapestry writes none). */
function expandFieldCodes(argument: string): string {
  return argument.replace(/%(.?)/gs, (_match, code: string) => {
    if (code === '%') return '%'
    throw new Error(`Field code %${code} in ${JSON.stringify(argument)}.`)
  })
}

/** The program and its arguments an Exec value (string escapes already undone) stands for. */
export function execArguments(exec: string): string[] {
  const argv: string[] = []
  let index = 0
  while (index < exec.length) {
    if (exec[index] === ' ') {
      index += 1
      continue
    }
    let argument = ''
    if (exec[index] === '"') {
      index += 1
      for (;;) {
        const char = exec[index]
        if (char === undefined) throw new Error(`Unclosed quote in ${JSON.stringify(exec)}.`)
        index += 1
        if (char === '"') break
        if (char === '\\') {
          const next = exec[index]
          if (next === undefined || !ESCAPABLE_IN_QUOTES.has(next)) throw new Error(`A backslash before ${JSON.stringify(next ?? '')} inside quotes in ${JSON.stringify(exec)}.`)
          argument += next
          index += 1
        } else {
          argument += char
        }
      }
      // Quoted in whole: the argument ends with its closing quote.
      if (index < exec.length && exec[index] !== ' ') throw new Error(`An argument quoted only in part in ${JSON.stringify(exec)}.`)
    } else {
      while (index < exec.length && exec[index] !== ' ') {
        const char = exec[index] as string
        if (RESERVED.has(char)) throw new Error(`The reserved character ${JSON.stringify(char)} outside quotes in ${JSON.stringify(exec)}.`)
        argument += char
        index += 1
      }
    }
    // Quoting is undone before field codes are expanded.
    argv.push(expandFieldCodes(argument))
  }
  return argv
}

/** What a launcher following the spec runs for the entry `file`: the program and its arguments. */
export function execOfEntry(file: string): string[] {
  return execArguments(unescapeString(rawDesktopValue(file, 'Exec')))
}
