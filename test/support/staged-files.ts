// Files staged where another user can read them: the checkout may sit where that user cannot enter
// (CI clones into a private temporary folder). Hard links where the file system allows, copies where
// not, so staging costs little.
import { chmodSync, copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
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
