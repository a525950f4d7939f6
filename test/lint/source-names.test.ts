// "A source is one folder" (docs/sources.md): outside src/sources, no code names a source by its
// id, so adding one never means a switch elsewhere. The few places that must name one are listed
// here with their reason; a new one fails this test until it moves into the source's folder or is
// listed with a reason.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SOURCE_IDS } from '../../src/sources/ids'

/** Each file allowed to name a source, and why. */
const ALLOWED: Readonly<Record<string, string>> = {
  // Settings files written before the rotation pool named one of the first three as `source`: reading them is a migration.
  'src/shared/settings.ts': 'the migration of settings files from before the pool',
  // Wallhaven's records live in a library table of their own (migration 007): the table is data.
  'src/main/core/library/library.ts': "the library's table of Wallhaven records, handed to its client",
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === path.join('src', 'sources') ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

/** Code that names a source: its id as a string literal, or as a property key (`wallhaven:`, `.wallhaven`). */
export function namesOf(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
  const ids = SOURCE_IDS.join('|')
  const pattern = new RegExp(`(['"\`])(${ids})\\1|[{,]\\s*(${ids})\\s*:|\\.(${ids})\\b`, 'g')
  return [...code.matchAll(pattern)].map((match) => match[2] ?? match[3] ?? match[4] ?? '')
}

describe('source names outside src/sources', () => {
  it('finds a source named in code, and not in a comment', () => {
    expect(namesOf("if (item.source === 'unsplash') return")).toEqual(['unsplash'])
    expect(namesOf('const x = { reddit: 1 }; clients.wallhaven.search()')).toEqual(['reddit', 'wallhaven'])
    expect(namesOf("// Wallhaven's 'wallhaven' order\n/* 'bing' */ const y = 1")).toEqual([])
  })

  it('are only where this test says why', () => {
    const naming = sourceFiles('src').filter((file) => !(file in ALLOWED) && namesOf(readFileSync(file, 'utf8')).length > 0)
    expect(naming).toEqual([])
  })
})
