// Reads the project's test, bench, harness and script sources for the commands they run, so a
// test can hold them against .ci/debian-packages.txt: a command a test needs must be installed by
// CI on a fresh machine, not be there only because someone installed it by hand.
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'

export interface CommandUse {
  command: string
  /** The Debian package the source names for it (ensureDebianTools), when it names one. */
  debianPackage?: string
  /** Where it is used, as `path:line`. */
  at: string
}

const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'])
const NODE_SPAWNERS = ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync']

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length
}

/** Names in `text` that start a process: Node's own, promisified ones, and local wrappers taking `command` first. */
function spawnerNames(text: string): string[] {
  const names = new Set(NODE_SPAWNERS)
  for (const match of text.matchAll(/const (\w+) = promisify\((?:execFile|exec)\)/g)) names.add(match[1] as string)
  for (const match of text.matchAll(/function (\w+)\(command: string/g)) names.add(match[1] as string)
  return [...names]
}

/** Every command a source file runs, declares it needs, or puts on a test's PATH. */
export function commandsUsedIn(file: string, root: string): CommandUse[] {
  const text = readFileSync(file, 'utf8')
  const where = (index: number) => `${relative(root, file)}:${lineOf(text, index)}`
  const uses: CommandUse[] = []
  for (const match of text.matchAll(/\{\s*command:\s*'([^']+)',\s*debianPackage:\s*'([^']+)'\s*\}/g)) {
    uses.push({ command: match[1] as string, debianPackage: match[2] as string, at: where(match.index) })
  }
  for (const match of text.matchAll(/toolPath\(\[([^\]]*)\]/g)) {
    for (const quoted of (match[1] as string).matchAll(/'([^']+)'/g)) uses.push({ command: quoted[1] as string, at: where(match.index) })
  }
  const spawners = spawnerNames(text).join('|')
  // A call, not a method of something else (`transfers.run('k')`), whose first argument is a literal.
  const call = new RegExp(`(?<![.\\w])(?:${spawners})\\(\\s*['"\`]([^'"\`$]+)['"\`]`, 'g')
  for (const match of text.matchAll(call)) uses.push({ command: match[1] as string, at: where(match.index) })
  return uses
}

/** The uses in every source file under `folders` (relative to `root`). */
export function commandsUsedUnder(root: string, folders: readonly string[]): CommandUse[] {
  return folders.flatMap((folder) => sourceFiles(join(root, folder)).flatMap((file) => commandsUsedIn(file, root)))
}

/** .ci/debian-packages.txt: one "command package" pair a line, # for comments. */
export function readDebianPackageList(text: string): Map<string, string> {
  const list = new Map<string, string>()
  for (const line of text.split('\n')) {
    const [command, debianPackage] = line.trim().split(/\s+/)
    if (!command || command.startsWith('#') || !debianPackage) continue
    list.set(command, debianPackage)
  }
  return list
}
