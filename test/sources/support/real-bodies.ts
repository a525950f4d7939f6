// The real response bodies of one source in ../shared/realdata/<source> (kept by public client
// projects: fixtures, recorded cassettes, saved samples), read where they lie, each with the client
// path its `.src.txt` names. TAPESTRY_REALDATA_DIR points elsewhere. Under CI (CI=true), where the
// folder is always there, a missing folder fails; in a clone without it the bodies are skipped, said
// in one line (as test/integration/real-responses.test.ts does for the first three sources).
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..')
export const REALDATA_DIR = path.resolve(REPO_ROOT, process.env.TAPESTRY_REALDATA_DIR ?? '../shared/realdata')

export interface RealBody {
  /** `bing/lastwallpaper-enus-n8-2024-05-29.json` */
  name: string
  /** The client path, from the `.src.txt`'s `kind:` line. */
  kind: string
  text: string
}

export function realdataFolder(source: string): string {
  return path.join(REALDATA_DIR, source)
}

export function realBodies(source: string): RealBody[] {
  const folder = realdataFolder(source)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const provenance = path.join(folder, file.replace(/\.json$/, '.src.txt'))
      const kind = existsSync(provenance) ? (/^kind:\s*(\S+)\s*$/m.exec(readFileSync(provenance, 'utf8'))?.[1] ?? '(no kind line)') : '(no .src.txt)'
      return { name: `${source}/${file}`, kind, text: readFileSync(path.join(folder, file), 'utf8') }
    })
}

/** How many bodies INDEX.md lists for `source` ("## bing (7)"). */
export function indexedCount(source: string): number {
  const index = readFileSync(path.join(REALDATA_DIR, 'INDEX.md'), 'utf8')
  return Number(new RegExp(`^## ${source} \\((\\d+)\\)`, 'm').exec(index)?.[1])
}

/** True (and said in one line) when the folder is not here and this is not CI: the bodies are skipped. */
export function realdataAbsentHere(source: string, name: string): boolean {
  const absent = !existsSync(realdataFolder(source)) && !process.env.CI
  if (absent) console.log(`Real ${name} bodies skipped: ${realdataFolder(source)} is not there (it sits beside the repository on CI; TAPESTRY_REALDATA_DIR names another folder).`)
  return absent
}
