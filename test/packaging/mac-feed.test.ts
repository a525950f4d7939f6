// The release's one latest-mac.yml, made from the two Macs' own: both .zips listed, so electron-updater
// on either architecture finds its file (it picks from `files` by arch), and nothing of either lost.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { mergeFeeds, readFeed } from '../../scripts/merge-mac-feed.mjs'

const run = promisify(execFile)

const feed = (arch: string, sha: string) => `version: 1.2.3
files:
  - url: Tapestry-1.2.3-${arch}.zip
    sha512: ${sha}
    size: 123456
path: Tapestry-1.2.3-${arch}.zip
sha512: ${sha}
releaseDate: '2026-11-26T10:00:00.000Z'
`

describe('merge-mac-feed', () => {
  it('lists both Macs’ files under one version, keeping the first feed’s path', () => {
    const merged = mergeFeeds([feed('arm64', 'AAA'), feed('x64', 'BBB')])
    const read = readFeed(merged)
    expect(read.files.map((file) => file[0]?.trim())).toEqual(['- url: Tapestry-1.2.3-arm64.zip', '- url: Tapestry-1.2.3-x64.zip'])
    expect(read.files.map((file) => file.length)).toEqual([3, 3])
    expect(read.top).toEqual(['version: 1.2.3', 'path: Tapestry-1.2.3-arm64.zip', 'sha512: AAA', "releaseDate: '2026-11-26T10:00:00.000Z'"])
  })

  it('refuses feeds of two versions, which would point one Mac at the wrong release', () => {
    expect(() => mergeFeeds([feed('arm64', 'AAA'), feed('x64', 'BBB').replace('version: 1.2.3', 'version: 1.2.2')])).toThrow('feed 2 is of version 1.2.2, not 1.2.3')
  })

  it('runs in the release job before the packages are attached: one latest-mac.yml, the two it came from gone', async () => {
    const workflow = parse(await readFile(resolve('.github/workflows/ci.yml'), 'utf8')) as { jobs: { release: { steps: { name?: string; run?: string }[] } } }
    const steps = workflow.jobs.release.steps
    const merge = steps.findIndex((step) => step.run?.includes('scripts/merge-mac-feed.mjs'))
    expect(merge).toBeGreaterThan(0)
    expect(merge).toBeLessThan(steps.findIndex((step) => step.run?.includes('gh release create')))
    const work = await mkdtemp(join(tmpdir(), 'tapestry-mac-feed-'))
    try {
      await mkdir(join(work, 'packages'))
      await mkdir(join(work, 'scripts'))
      await writeFile(join(work, 'scripts/merge-mac-feed.mjs'), await readFile(resolve('scripts/merge-mac-feed.mjs')))
      await writeFile(join(work, 'packages/latest-mac-arm64.yml'), feed('arm64', 'AAA'))
      await writeFile(join(work, 'packages/latest-mac-x64.yml'), feed('x64', 'BBB'))
      await run('bash', ['-e', '-c', steps[merge]?.run as string], { cwd: work })
      expect(await readdir(join(work, 'packages'))).toEqual(['latest-mac.yml'])
      expect(readFeed(await readFile(join(work, 'packages/latest-mac.yml'), 'utf8')).files).toHaveLength(2)
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })
})
