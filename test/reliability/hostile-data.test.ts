// Hostile data: the sources answer with ids, titles, names and URLs made of `../`, absolute paths,
// NUL, 4,000 characters, right-to-left marks, terminal escapes and `javascript:` URLs (planted by a
// proxy in front of each fake). Whatever Tapestry does with them, files stay inside the library
// folder, no command runs on anything but a library file, every card carries only http(s) links
// (and the window opens only known https pages), errors stay plain, and the CLI prints nothing that
// could drive a terminal.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMANDS } from '../../src/main/cli/commands'
import { createCliContext } from '../../src/main/cli/create-context'
import { runCli } from '../../src/main/cli/run'
import { isAllowedExternalLink } from '../../src/main/electron/security'
import type { SearchRequestInput } from '../../src/shared/ipc'
import { LIBRARY_FILE_NAME } from '../../src/shared/library'
import { MediaItemSchema, type MediaItem } from '../../src/shared/media'

/** The sources whose answers this file turns hostile through a proxy. */
type MediaSource = 'wallhaven' | 'unsplash' | 'reddit'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { bareItem } from '../support/media-item'
import { HostileProxy, recordsOf, setWhereExists } from './support/hostile-proxy'
import { expectPlainSentence } from './support/plain-message'
import { RECORDER, startReliabilityApp, type ReliabilityApp } from './support/reliability-app'
import { watchUnhandledRejections, type RejectionWatch } from './support/unhandled-rejections'

const ESCAPE_TARGET = path.join(tmpdir(), 'tapestry-escape')

/** Values a hostile or broken source could put into any text field. */
const HOSTILE_TEXT: Readonly<Record<string, string>> = {
  'path traversal': `../../../../../../..${ESCAPE_TARGET}`,
  'absolute path': `${ESCAPE_TARGET}-absolute`,
  NUL: 'nul\u0000inside',
  '4,000 characters': 'L'.repeat(4000),
  'right-to-left override': '\u202egpj.exe\u202c',
  'javascript: URL': 'javascript:alert(document.cookie)',
  'terminal escape': '\u001b[2J\u001b]0;owned\u0007\u009b31m',
}

/** What could be put where a URL belongs. */
const HOSTILE_URLS: Readonly<Record<string, string>> = {
  ...HOSTILE_TEXT,
  'mixed-case javascript:': 'JaVaScRiPt:alert(1)',
  'javascript: with a tab': 'java\tscript:alert(1)',
  'data: URL': 'data:text/html,<script>alert(1)</script>',
  'file: URL': 'file:///etc/passwd',
  'protocol-relative': '//evil.example/x.jpg',
}

interface SourceFields {
  source: MediaSource
  search: SearchRequestInput
  /** Record fields (dotted paths) that become a card's id, title or author. */
  text: readonly string[]
  /** Record fields that become one of a card's links. */
  urls: readonly string[]
}

const SOURCES: readonly SourceFields[] = [
  {
    source: 'wallhaven',
    search: { source: 'wallhaven', params: {} },
    // A search item's title is made of its id.
    text: ['id'],
    urls: ['url', 'path', 'thumbs.original', 'thumbs.large'],
  },
  {
    source: 'unsplash',
    search: { source: 'unsplash', params: { query: 'mountain' } },
    text: ['id', 'description', 'user.name'],
    urls: ['links.html', 'urls.raw', 'urls.small', 'urls.regular', 'user.links.html'],
  },
  {
    source: 'reddit',
    search: { source: 'reddit', params: { communities: 'wallpapers', limit: 10 } },
    text: ['id', 'title', 'author'],
    urls: ['url', 'url_overridden_by_dest', 'permalink', 'preview.images.0.source.url', 'thumbnail'],
  },
]

const DANGEROUS_IN_PAYLOAD = /javascript:|data:text|file:\/\//i

let fakes: AllFakes
let proxies: Record<MediaSource, HostileProxy>
let root: string
let subject: ReliabilityApp
let rejections: RejectionWatch

beforeAll(async () => {
  rejections = watchUnhandledRejections()
  fakes = await startAllFakes()
  proxies = {
    wallhaven: new HostileProxy('hostile wallhaven', () => fakes.wallhaven.url),
    unsplash: new HostileProxy('hostile unsplash', () => fakes.unsplash.url),
    reddit: new HostileProxy('hostile reddit', () => fakes.reddit.api.url),
  }
  await Promise.all(Object.values(proxies).map((proxy) => proxy.start()))
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-hostile-'))
})
afterAll(async () => {
  await Promise.all(Object.values(proxies).map((proxy) => proxy.stop()))
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
  rejections.stop()
  // Nothing was written where a hostile id or title pointed.
  for (const suffix of ['', '-absolute']) expect(existsSync(`${ESCAPE_TARGET}${suffix}`)).toBe(false)
})
beforeEach(async () => {
  fakes.reset()
  for (const proxy of Object.values(proxies)) proxy.reset()
  subject = await startReliabilityApp(proxiedFakes(), root)
})
afterEach(async () => {
  subject.app.dispose()
  await expectOnlyLibraryFiles(subject)
  expect(await rejections.settle()).toEqual([])
})

/** The fakes as the app sees them: every API behind its hostile proxy. */
function proxiedFakes(): AllFakes {
  return {
    ...fakes,
    env: {
      ...fakes.env,
      TAPESTRY_WALLHAVEN_URL: proxies.wallhaven.url,
      TAPESTRY_UNSPLASH_URL: proxies.unsplash.url,
      TAPESTRY_REDDIT_URL: proxies.reddit.url,
    },
  }
}

function plant(source: MediaSource, field: string, value: string): void {
  proxies[source].mutate = (body) => {
    for (const record of recordsOf(body)) {
      setWhereExists(record, field, value)
      // Unsplash has two texts for a title; Reddit's link appears twice.
      if (field === 'description') setWhereExists(record, 'alt_description', value)
    }
    return body
  }
}

function linksOf(item: MediaItem): string[] {
  return [item.thumbUrl, item.previewUrl, item.fullUrl, ...(item.pageUrl ? [item.pageUrl] : []), ...(item.author?.url ? [item.author.url] : [])]
}

function expectSafeCards(items: readonly MediaItem[]): void {
  for (const item of items) {
    expect(MediaItemSchema.safeParse(item).success).toBe(true)
    for (const link of linksOf(item)) {
      expect(['http:', 'https:']).toContain(new URL(link).protocol)
      // The window opens a link only when it is https and on a known source's site.
      if (isAllowedExternalLink(link)) expect(new URL(link).protocol).toBe('https:')
    }
  }
}

/** A failure must be plain and must not repeat what the source said. */
function expectPlainRefusal(error: { kind: string; message: string }): void {
  expect(['upstream', 'not_found', 'validation']).toContain(error.kind)
  expectPlainSentence(error.message, { validation: error.kind === 'validation' })
  for (const value of Object.values(HOSTILE_URLS)) if (value.length > 8) expect(error.message).not.toContain(value)
  expect(error.message).not.toMatch(DANGEROUS_IN_PAYLOAD)
}

/** Every file in the data folder is one the app makes; every image has a library name. */
async function expectOnlyLibraryFiles(app: ReliabilityApp): Promise<void> {
  const top = await readdir(app.dataDir)
  for (const name of top) expect(name).toMatch(/^(library|library\.db(-wal|-shm)?|settings\.json|rotation\.json|desktop\.log|state|config)$/)
  for (const name of await readdir(app.app.library.libraryDir).catch(() => [])) expect(name).toMatch(LIBRARY_FILE_NAME)
  // The desktop was only ever asked to show library files.
  const lines = (await readFile(app.desktopLog, 'utf8').catch(() => '')).split('\n').filter(Boolean)
  for (const line of lines) {
    const { file } = JSON.parse(line) as { file: string }
    expect(path.dirname(file)).toBe(app.app.library.libraryDir)
    expect(path.basename(file)).toMatch(LIBRARY_FILE_NAME)
  }
}

describe.each(SOURCES)('$source answers with hostile data', (fields) => {
  describe.each(fields.text)('in %s', (field) => {
    it.each(Object.entries(HOSTILE_TEXT))('%s: cards stay safe, and setting one writes only inside the library', async (_name, value) => {
      plant(fields.source, field, value)
      const result = await subject.call('search', fields.search)
      if (!result.ok) {
        expectPlainRefusal(result.error)
        return
      }
      expectSafeCards(result.value.items)
      expect(JSON.stringify(result.value)).not.toMatch(/javascript:alert\(1\)|data:text|file:\/\//)
      const item = result.value.items.find((candidate) => candidate.mediaType === 'image')
      if (!item) return
      for (const operation of ['setWallpaper', 'download'] as const) {
        const done = await subject.call(operation, { item })
        if (!done.ok) expectPlainRefusal(done.error)
      }
      await expectOnlyLibraryFiles(subject)
    })
  })

  describe.each(fields.urls)('in the link %s', (field) => {
    it.each(Object.entries(HOSTILE_URLS))('%s: no card carries anything but an http(s) link', async (_name, value) => {
      plant(fields.source, field, value)
      const result = await subject.call('search', fields.search)
      if (!result.ok) {
        expectPlainRefusal(result.error)
        return
      }
      expectSafeCards(result.value.items)
      expect(JSON.stringify(result.value)).not.toMatch(DANGEROUS_IN_PAYLOAD)
    })
  })
})

describe('cards handed in by a window with hostile ids', () => {
  it.each(Object.entries(HOSTILE_TEXT))('%s: set and download write only library-named files inside the library', async (_name, id) => {
    const item = bareItem(id.slice(0, 128), `${fakes.imageHost.url}/img/640x400.jpg`, {
      title: id,
      thumbUrl: `${fakes.imageHost.url}/img/64x40.jpg`,
      previewUrl: `${fakes.imageHost.url}/img/320x200.jpg`,
      pageUrl: 'https://wallhaven.cc/w/abc123',
      author: { name: id, url: null },
      tags: [id],
    })
    for (const operation of ['setWallpaper', 'download', 'library.addFavourite', 'library.block'] as const) {
      const result = await subject.call(operation, { item })
      expect(result.ok, JSON.stringify(result).slice(0, 300)).toBe(true)
    }
    const files = await readdir(subject.app.library.libraryDir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(LIBRARY_FILE_NAME)
    await expectOnlyLibraryFiles(subject)
  })
})

describe('the command line prints hostile text safely', () => {
  let dataDir: string
  let env: Record<string, string>

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(root, 'cli-'))
    const proxied = proxiedFakes()
    env = { ...proxied.env, TAPESTRY_DATA_DIR: dataDir, TAPESTRY_TEST_WALLPAPER_LOG: path.join(dataDir, 'desktop.log'), PATH: process.env.PATH ?? '' }
    await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } }))
  })

  /** Each record gets a different hostile value in every text field. */
  function plantEverywhere(source: MediaSource): void {
    const values = Object.values(HOSTILE_TEXT)
    const fields = (SOURCES.find((entry) => entry.source === source) as SourceFields).text.filter((field) => field !== 'id')
    proxies[source].mutate = (body) => {
      recordsOf(body).forEach((record, index) => {
        for (const field of fields) setWhereExists(record, field, values[index % values.length])
        setWhereExists(record, 'alt_description', values[(index + 1) % values.length])
        setWhereExists(record, 'user.location', values[(index + 2) % values.length])
        setWhereExists(record, 'location.name', values[(index + 3) % values.length])
        const tags = record['tags']
        if (Array.isArray(tags)) tags.forEach((tag, at) => typeof tag === 'object' && tag !== null && setWhereExists(tag as Record<string, unknown>, 'title', values[(index + at) % values.length]))
      })
      return body
    }
  }

  async function tapestry(argv: string[]) {
    let stdout = ''
    let stderr = ''
    const code = await runCli(argv, COMMANDS, () => createCliContext(env, { resolveMediaUrl: fakes.resolveMediaUrl }), {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    })
    return { code, stdout, stderr }
  }

  // C0 and C1 controls (ESC, CSI) and bidirectional overrides; a newline between lines is fine.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const TERMINAL_UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/

  function firstUnsafe(text: string): string | null {
    const match = TERMINAL_UNSAFE.exec(text)
    return match ? `U+${(match[0].codePointAt(0) as number).toString(16).padStart(4, '0')} at ${match.index}: ${JSON.stringify(text.slice(Math.max(0, match.index - 40), match.index + 10))}` : null
  }

  const LISTINGS = [
    ['wallhaven', ['wallhaven', 'search']],
    ['unsplash', ['unsplash', 'search', 'mountain']],
    ['unsplash', ['unsplash', 'random']],
    ['reddit', ['reddit', 'list', 'wallpapers', '--limit', '20']],
  ] as const

  it.each(LISTINGS)('%s: %j prints its table or record with nothing a terminal would act on', async (source, argv) => {
    plantEverywhere(source)
    const run = await tapestry([...argv])
    expect(run.code).toBe(0)
    expect(firstUnsafe(run.stdout + run.stderr)).toBeNull()
  })

  it.each(LISTINGS)('%s: %j --json escapes everything a terminal would act on (still the same JSON)', async (source, argv) => {
    plantEverywhere(source)
    const run = await tapestry([...argv, '--json'])
    expect(run.code).toBe(0)
    expect(() => JSON.parse(run.stdout) as unknown).not.toThrow()
    expect(firstUnsafe(run.stdout + run.stderr)).toBeNull()
  })

  const SET_CASES = (['unsplash', 'reddit'] as const).flatMap((source) =>
    Object.entries(HOSTILE_TEXT).flatMap(([name, value]) => [
      { source, name, value, output: 'text' },
      { source, name, value, output: '--json' },
    ]),
  )

  it.each(SET_CASES)('$source, $name: `set` (and `unsplash photo`) print the title and author safely ($output)', async ({ source, value, output }) => {
    proxies[source].mutate = (body) => {
      for (const record of recordsOf(body)) {
        for (const field of ['title', 'author', 'description', 'alt_description', 'user.name', 'user.location']) setWhereExists(record, field, value)
      }
      return body
    }
    const id = source === 'unsplash' ? (fakes.unsplash.catalogue[0]?.id as string) : (fakes.reddit.posts('wallpapers').find((post) => post.kind === 'image')?.id as string)
    const flags = output === '--json' ? ['--json'] : []
    const runs = [await tapestry(['set', source, id, ...flags])]
    if (source === 'unsplash') runs.push(await tapestry(['unsplash', 'photo', id, ...flags]))
    for (const run of runs) {
      expect(run.code, run.stderr).toBe(0)
      expect(firstUnsafe(run.stdout + run.stderr)).toBeNull()
    }
  })
})
