// CHANGELOG.md is where a release's notes are written once; scripts/release-notes.mjs turns its
// newest entry into the GitHub release's body and every entry into the AppStream metadata's
// <releases>. Here: the changelog reads as Keep a Changelog, the metadata's releases are exactly the
// changelog's (so the two cannot drift), a tag is refused notes that would not describe it, and the
// conversion keeps to the markup AppStream allows.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import packageJson from '../../package.json' with { type: 'json' }
import {
  appstreamDescription,
  inlineMarkdownToAppstream,
  newestRelease,
  notesForTag,
  parseChangelog,
  withChangelogReleases,
} from '../../scripts/release-notes.mjs'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')
const read = (path: string) => readFile(join(ROOT, path), 'utf8')
const METAINFO = 'packaging/linux/io.github.tapestryapp.Tapestry.metainfo.xml'

const SAMPLE = `# Changelog

Intro.

## [Unreleased]

## [1.1.0] - 2026-12-24

### Added

- A \`tapestry\` flag, *really* new, with **more**
  and a [link](https://example.org).

### Fixed

- A & B < C.

## [1.0.0] - 2026-12-01

### Added

- First.

[Unreleased]: https://example.org/compare/v1.1.0...HEAD
[1.1.0]: https://example.org/compare/v1.0.0...v1.1.0
`

describe('CHANGELOG.md', () => {
  it('reads as Keep a Changelog: [Unreleased] first, then dated versions, newest first, each saying something', async () => {
    const changelog = parseChangelog(await read('CHANGELOG.md'))
    expect(changelog.unreleased).not.toBeNull()
    expect(changelog.releases.length).toBeGreaterThanOrEqual(1)
    for (const release of changelog.releases) {
      expect(release.date, release.version).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(release.groups.flatMap((group) => group.items).length, release.version).toBeGreaterThan(0)
    }
    const text = await read('CHANGELOG.md')
    expect(text).toContain('https://keepachangelog.com/en/1.1.0/')
    // Each version heading has its link reference, as the format asks.
    for (const release of changelog.releases) expect(text, release.version).toContain(`\n[${release.version}]: https://github.com/tapestryapp/tapestry/`)
    expect(text).toContain('\n[Unreleased]: https://github.com/tapestryapp/tapestry/compare/')
  })

  it('has package.json’s version as its newest release, or a later one still being worked towards under [Unreleased]', async () => {
    const changelog = parseChangelog(await read('CHANGELOG.md'))
    const newest = newestRelease(changelog)
    if (packageJson.version === newest.version) return
    // A version not yet released: later than the newest entry, with what it will hold under [Unreleased].
    expect(changelog.releases.map((release) => release.version)).not.toContain(packageJson.version)
    expect(changelog.unreleased?.groups.flatMap((group) => group.items).length ?? 0).toBeGreaterThan(0)
    expect(() => notesForTag(changelog, `v${packageJson.version}`, packageJson.version)).toThrow(/move what is under \[Unreleased\]/)
  })

  it('is parsed strictly: a version out of order, a bad date, an item outside a group and an unknown group are refused, naming the line', () => {
    expect(() => parseChangelog(SAMPLE.replace('## [1.0.0] - 2026-12-01', '## [1.2.0] - 2026-12-01'))).toThrow(/line 18: 1\.2\.0 \(2026-12-01\) must come after 1\.1\.0/)
    expect(() => parseChangelog(SAMPLE.replace('2026-12-24', '2026-02-30'))).toThrow(/line 7: 2026-02-30 is not a date/)
    expect(() => parseChangelog(SAMPLE.replace('### Added\n\n- First.', '- First.'))).toThrow(/line 20: an item must be under a "### Added"/)
    expect(() => parseChangelog(SAMPLE.replace('### Fixed', '### Improved'))).toThrow(/"### Improved": the groups are Added, Changed/)
    expect(() => parseChangelog(SAMPLE.replace('## [1.0.0] - 2026-12-01', '## 1.0.0'))).toThrow(/"## 1\.0\.0" is neither/)
    expect(() => parseChangelog(SAMPLE.replace('- First.', ''))).toThrow(/1\.0\.0 says nothing/)
  })
})

describe('the release notes', () => {
  it('are the newest released entry as written, without the link references', () => {
    const newest = newestRelease(parseChangelog(SAMPLE))
    expect(newest.version).toBe('1.1.0')
    expect(newest.markdown).toBe('### Added\n\n- A `tapestry` flag, *really* new, with **more**\n  and a [link](https://example.org).\n\n### Fixed\n\n- A & B < C.')
  })

  it('come from the script for the current changelog, and the same entry the metadata’s newest release describes', async () => {
    const { stdout } = await run(process.execPath, ['scripts/release-notes.mjs'], { cwd: ROOT })
    const changelog = parseChangelog(await read('CHANGELOG.md'))
    expect(stdout).toBe(`${newestRelease(changelog).markdown}\n`)
    expect(stdout).toMatch(/^### (Added|Changed|Fixed)/)
  })

  it('for a tag: only when the tag is the newest entry and package.json’s version, with nothing left under [Unreleased]', () => {
    const changelog = parseChangelog(SAMPLE)
    expect(notesForTag(changelog, 'v1.1.0', '1.1.0')).toBe(newestRelease(changelog).markdown)
    expect(() => notesForTag(changelog, 'v1.2.0', '1.2.0')).toThrow(/newest release is 1\.1\.0, not 1\.2\.0: move what is under \[Unreleased\]/)
    expect(() => notesForTag(changelog, 'v1.1.0', '1.0.0')).toThrow(/package\.json says version 1\.0\.0/)
    expect(() => notesForTag(changelog, 'release-1', '1.1.0')).toThrow(/not v<major>/)
    const pending = parseChangelog(SAMPLE.replace('## [Unreleased]\n', '## [Unreleased]\n\n### Fixed\n\n- Something after 1.1.0.\n'))
    expect(() => notesForTag(pending, 'v1.1.0', '1.1.0')).toThrow(/still has changes under \[Unreleased\]/)
  })

  it('for a tag, from the command line: refused with a sentence and exit 1', async () => {
    const failed = await run(process.execPath, ['scripts/release-notes.mjs', '--tag', 'v99.0.0'], { cwd: ROOT }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toMatch(/^CHANGELOG\.md's newest release is .+, not 99\.0\.0/)
    expect(failed?.stderr).not.toMatch(/\bat \w+ \(/) // a sentence, not a stack
  })
})

describe('the AppStream releases', () => {
  it('are exactly the changelog’s: the newest version and date, every entry and its notes', async () => {
    const metainfo = await read(METAINFO)
    const changelog = parseChangelog(await read('CHANGELOG.md'))
    expect(withChangelogReleases(metainfo, changelog)).toBe(metainfo)
    const newest = newestRelease(changelog)
    expect(/<release version="([^"]+)" date="([^"]+)">/.exec(metainfo)?.slice(1)).toEqual([newest.version, newest.date])
    const { stdout } = await run(process.execPath, ['scripts/release-notes.mjs', '--check-metainfo'], { cwd: ROOT })
    expect(stdout).toBe('')
  })

  it('notice a changelog that moved on: a new entry makes the metadata differ', async () => {
    const metainfo = await read(METAINFO)
    const text = await read('CHANGELOG.md')
    const moved = text.replace(/## \[Unreleased\]\n/, '## [Unreleased]\n\n## [9.9.9] - 2099-01-01\n\n### Fixed\n\n- A later fix.\n')
    expect(withChangelogReleases(metainfo, parseChangelog(moved))).not.toBe(metainfo)
    expect(withChangelogReleases(metainfo, parseChangelog(moved))).toContain('<release version="9.9.9" date="2099-01-01">')
  })

  it('use only the markup AppStream allows: <p>, <ul>, <li>, <em> and <code>, with text escaped and links as their text', () => {
    const description = appstreamDescription(newestRelease(parseChangelog(SAMPLE)))
    expect(description).toBe(
      [
        '<description>',
        '  <p>Added</p>',
        '  <ul>',
        '    <li>A <code>tapestry</code> flag, <em>really</em> new, with <em>more</em> and a link.</li>',
        '  </ul>',
        '  <p>Fixed</p>',
        '  <ul>',
        '    <li>A &amp; B &lt; C.</li>',
        '  </ul>',
        '</description>',
      ].join('\n'),
    )
    const tags = new Set([...description.matchAll(/<\/?([a-z]+)/g)].map((match) => match[1]))
    expect([...tags].sort()).toEqual(['code', 'description', 'em', 'li', 'p', 'ul'])
    expect(inlineMarkdownToAppstream('`a <b> & c` and snake_case_name and _em_')).toBe('<code>a &lt;b&gt; &amp; c</code> and snake_case_name and <em>em</em>')
    expect(inlineMarkdownToAppstream('see <https://example.org/x>')).toBe('see https://example.org/x')
  })
})

describe('the release job (.github/workflows/ci.yml)', () => {
  interface Step {
    name?: string
    run?: string
    uses?: string
    with?: Record<string, string>
  }
  const releaseSteps = async () => {
    const workflow = parse(await read('.github/workflows/ci.yml')) as { jobs: Record<string, { steps: Step[] }> }
    return workflow.jobs.release?.steps ?? []
  }

  it('makes the notes from CHANGELOG.md for the tag before anything is published, and publishes them with the signing sentences', async () => {
    const steps = await releaseSteps()
    const notes = steps.findIndex((step) => step.run?.includes('node scripts/release-notes.mjs --tag "$GITHUB_REF_NAME"'))
    const publish = steps.findIndex((step) => step.run?.includes('gh release create'))
    expect(notes).toBeGreaterThan(steps.findIndex((step) => step.uses?.startsWith('actions/checkout@')))
    expect(notes).toBeGreaterThanOrEqual(0)
    expect(publish).toBeGreaterThan(notes)

    // The publishing step itself, with gh standing in: the body is the changelog's entry, then the sentences.
    const work = await mkdtemp(join(tmpdir(), 'tapestry-release-'))
    try {
      const bin = join(work, 'bin')
      await mkdir(bin)
      await writeFile(join(bin, 'gh'), `#!/bin/sh\nwhile [ $# -gt 0 ]; do if [ "$1" = --notes-file ]; then cp "$2" '${work}/body.md'; fi; echo "$1" >> '${work}/args'; shift; done\n`, { mode: 0o755 })
      const entry = newestRelease(parseChangelog(await read('CHANGELOG.md'))).markdown
      await writeFile(join(work, 'changelog-notes.md'), `${entry}\n`)
      const script = (steps[publish]?.run as string).replace(/\$\{\{[^}]*\}\}/g, 'x')
      await run('bash', ['-e', '-c', script], { cwd: work, env: { PATH: `${bin}:${process.env.PATH ?? ''}`, RUNNER_TEMP: work, GITHUB_REF_NAME: `v${packageJson.version}`, GITHUB_REPOSITORY: 'tapestryapp/tapestry', DEVELOPER_ID: 'false' } })
      const body = await readFile(join(work, 'body.md'), 'utf8')
      expect(body.startsWith(`${entry}\n\nThe macOS packages are signed ad hoc`)).toBe(true)
      expect(body).toContain('The Windows installer is not code-signed.')
      expect(await readFile(join(work, 'args'), 'utf8')).toContain('--generate-notes\n')
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })

  it('makes the Homebrew and winget manifests from the release’s own asset names, and keeps them on the run', async () => {
    const steps = await releaseSteps()
    const publish = steps.findIndex((step) => step.run?.includes('gh release create'))
    const manifests = steps.findIndex((step) => step.run?.includes('node scripts/release-manifests.mjs'))
    expect(manifests).toBeGreaterThan(publish)
    expect(steps[manifests]?.run).toContain('--version "${GITHUB_REF_NAME#v}" --dir packages --out dist --release-assets')
    expect(steps[manifests]?.run).toContain("gh release view \"$GITHUB_REF_NAME\" --repo \"$GITHUB_REPOSITORY\" --json assets --jq '.assets[].name'")
    const upload = steps.slice(manifests).find((step) => step.uses?.startsWith('actions/upload-artifact@'))
    expect(upload?.with?.path).toContain('dist/homebrew/')
    expect(upload?.with?.path).toContain('dist/winget/')
    expect(upload?.with?.['if-no-files-found']).toBe('error')
  })
})
