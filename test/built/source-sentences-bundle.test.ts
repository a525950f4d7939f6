// The built app registers every source's own error sentences for its tray and notifications
// (src/main/index.ts): its main bundle holds them, found in the sources' folders when it was built.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.join(import.meta.dirname, '../..')

describe('out/main/index.js', () => {
  it('registers the sources’ own sentences, each language’s among them', () => {
    const bundle = readFileSync(path.join(root, 'out/main/index.js'), 'utf8')
    expect(bundle).toContain('registerSourceSentences')
    for (const locale of ['de', 'zh-CN']) {
      const said = (JSON.parse(readFileSync(path.join(root, `src/sources/unsplash/messages/${locale}.json`), 'utf8')) as Record<string, string>)['error.hourlyLimit.later'] as string
      expect(bundle).toContain(JSON.stringify(said).slice(1, -1))
    }
  })
})
