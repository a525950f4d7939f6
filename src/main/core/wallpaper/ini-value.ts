// Reading one key out of the INI-style files pcmanfm (GKeyFile) and pcmanfm-qt (QSettings) write.
import { readFile } from 'node:fs/promises'

/** Undoes QSettings' quoting ("a, b") and escapes (\\, \", \xNNNN); plain GKeyFile values pass through. */
function unquote(raw: string): string {
  let value = raw.trim()
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
  return value.replace(/\\x([0-9a-fA-F]{1,4})|\\(.)/g, (_match, hex: string | undefined, char: string | undefined) => {
    if (hex !== undefined) return String.fromCharCode(parseInt(hex, 16))
    return char === 'n' ? '\n' : char === 't' ? '\t' : (char ?? '')
  })
}

/** The value of the first `key=` line, the key compared without case; undefined when absent. */
export function iniValue(text: string, key: string): string | undefined {
  const wanted = key.toLowerCase()
  for (const line of text.split(/\r?\n/)) {
    const equals = line.indexOf('=')
    if (equals <= 0) continue
    if (line.slice(0, equals).trim().toLowerCase() === wanted) return unquote(line.slice(equals + 1))
  }
  return undefined
}

/** The file's text, or undefined when it does not exist. */
export async function readTextIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}
