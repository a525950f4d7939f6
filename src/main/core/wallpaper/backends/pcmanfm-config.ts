// One group of the INI files pcmanfm (GKeyFile: desktop-items-N.conf's `[*]`) and pcmanfm-qt
// (QSettings: settings.conf's `[Desktop]`) keep the desktop in: read a key of that group only (the
// files have other groups, some with keys of the same names), and change one key of it in place.
import { iniValue } from '../ini-value'

interface GroupLines {
  lines: string[]
  /** The index of the `[group]` line, -1 when the file has none. */
  header: number
  /** The index after the group's last line. */
  end: number
}

const headerOf = (line: string) => /^\s*\[(.*)\]\s*$/.exec(line)?.[1]

function findGroup(text: string, group: string): GroupLines {
  const lines = text.split(/\r?\n/)
  const header = lines.findIndex((line) => headerOf(line) === group)
  if (header === -1) return { lines, header, end: -1 }
  let end = header + 1
  while (end < lines.length && headerOf(lines[end] as string) === undefined) end++
  return { lines, header, end }
}

/** The value of `key` (compared without case) in `[group]`; undefined when either is absent. */
export function groupValue(text: string, group: string, key: string): string | undefined {
  const { lines, header, end } = findGroup(text, group)
  if (header === -1) return undefined
  return iniValue(lines.slice(header + 1, end).join('\n'), key)
}

/**
 * The text with `key=value` in `[group]`: the key's line replaced where it has one, else added at
 * the end of the group, or a new group at the end of the file. Every other line is kept as it is.
 */
export function withGroupValue(text: string, group: string, key: string, value: string): string {
  const { lines, header, end } = findGroup(text, group)
  const line = `${key}=${value}`
  if (header === -1) return `${text.replace(/\n*$/, '')}${text.trim() === '' ? '' : '\n\n'}[${group}]\n${line}\n`
  const wanted = key.toLowerCase()
  const at = lines.findIndex((candidate, index) => index > header && index < end && candidate.slice(0, Math.max(candidate.indexOf('='), 0)).trim().toLowerCase() === wanted)
  if (at !== -1) lines[at] = line
  else {
    // After the group's last key, before the blank lines that part it from the next group.
    let last = end
    while (last > header + 1 && (lines[last - 1] as string).trim() === '') last--
    lines.splice(last, 0, line)
  }
  return lines.join('\n')
}
