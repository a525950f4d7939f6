// Files staged where another user can read them: the checkout may sit where that user cannot enter
// (CI clones into a private temporary folder). Hard links where the file system allows, copies where
// not, so staging costs little.
import { chmodSync, copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** `from`'s tree at `to`, every folder open to all. */
export function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true, mode: 0o755 })
  chmodSync(to, 0o755)
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) linkTree(source, target)
    else if (entry.isFile()) {
      try {
        linkSync(source, target)
      } catch {
        copyFileSync(source, target)
      }
    }
  }
}

/** The packages `names` need at run time, themselves included: their dependencies, and the optional ones installed here. */
export function runtimePackages(names: readonly string[]): string[] {
  const seen = new Set<string>()
  const queue = [...names]
  while (queue.length > 0) {
    const name = queue.pop() as string
    const manifest = path.join(ROOT, 'node_modules', name, 'package.json')
    if (seen.has(name) || !existsSync(manifest)) continue
    seen.add(name)
    const { dependencies = {}, optionalDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: object; optionalDependencies?: object }
    queue.push(...Object.keys(dependencies), ...Object.keys(optionalDependencies))
  }
  return [...seen]
}

/** Links the packages `names` need into `root`/node_modules. */
export function stagePackages(names: readonly string[], root: string): void {
  for (const name of runtimePackages(names)) linkTree(path.join(ROOT, 'node_modules', name), path.join(root, 'node_modules', name))
}

/** Whether every folder above `file` lets others in, and others may read and run the file itself. */
function reachableByAll(file: string): boolean {
  try {
    if ((statSync(file).mode & 0o005) !== 0o005) return false
    for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
      if ((statSync(folder).mode & 0o001) === 0) return false
      if (path.dirname(folder) === folder) return true
    }
  } catch {
    return false
  }
}

let nodeCopy: string | undefined

/**
 * A Node.js binary another user can run: this process's own where they can reach it, else a link
 * (or copy) in a folder open to all — CI may run a Node installed inside a private clone.
 */
export function nodeForAnyone(): string {
  if (reachableByAll(process.execPath)) return process.execPath
  if (nodeCopy === undefined) {
    const folder = mkdtempSync(path.join(tmpdir(), 'tapestry-node-'))
    chmodSync(folder, 0o755)
    const file = path.join(folder, 'node')
    try {
      linkSync(process.execPath, file)
    } catch {
      copyFileSync(process.execPath, file)
      chmodSync(file, 0o755)
    }
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }))
    nodeCopy = file
  }
  return nodeCopy
}
