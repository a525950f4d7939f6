// The command line of docs/cli.md, run in-process against the loopback fakes: every command's
// --json and --dry-run output, and every exit code.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMANDS } from '../../src/main/cli/commands'
import { createCliContext } from '../../src/main/cli/create-context'
import { runCli } from '../../src/main/cli/run'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'

let fakes: AllFakes
let env: Record<string, string>

beforeAll(async () => {
  fakes = await startAllFakes()
  env = { ...fakes.env, TAPESTRY_DATA_DIR: await mkdtemp(path.join(tmpdir(), 'tapestry-cli-')) }
})
afterAll(async () => {
  await fakes.stop()
  await rm(env.TAPESTRY_DATA_DIR as string, { recursive: true, force: true })
})
beforeEach(() => fakes.reset())

interface Run {
  code: number
  stdout: string
  stderr: string
  json: () => any // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function tapestry(argv: string[], runEnv: Record<string, string | undefined> = env): Promise<Run> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(argv, COMMANDS, () => createCliContext(runEnv), {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  })
  for (const secret of fakes.secrets) {
    expect(stdout).not.toContain(secret)
    expect(stderr).not.toContain(secret)
  }
  // Errors are one plain sentence, never a stack trace.
  expect(stderr).not.toMatch(/\n\s+at /)
  expect(stderr.trim().split('\n').length).toBeLessThanOrEqual(1)
  return { code, stdout, stderr, json: () => JSON.parse(stdout) }
}

function apiRequests(): number {
  return fakes.wallhaven.count() + fakes.unsplash.count() + fakes.reddit.api.count() + fakes.reddit.auth.count()
}

describe('tapestry wallhaven', () => {
  it('search --json prints {items, next, total, seed}, next as the flags of the next page', async () => {
    const run = await tapestry(['wallhaven', 'search', '--query', 'nature', '--json'])
    expect(run.code).toBe(0)
    const result = run.json()
    expect(Object.keys(result)).toEqual(['items', 'next', 'total', 'seed'])
    expect(result.items.length).toBeGreaterThan(0)
    expect(result.items[0]).toMatchObject({ source: 'wallhaven', resolution: expect.stringMatching(/^\d+x\d+$/) })
    if (result.next) expect(result.next).toEqual({ page: 2 })
  })

  it('search prints a readable table without --json', async () => {
    const run = await tapestry(['wallhaven', 'search'])
    expect(run.code).toBe(0)
    // Search results carry no uploader and no tags: no AUTHOR column, no TITLE repeating the id.
    expect(run.stdout.split('\n')[0]).toMatch(/^ID\s+RESOLUTION\s+TYPE$/)
    expect(run.stdout).toMatch(/next page: --page 2/)
  })

  it('--dry-run prints the exact wire request and sends nothing', async () => {
    const run = await tapestry([
      'wallhaven', 'search', '--query', 'mountain lake', '--categories', 'general,people', '--purity', 'sfw,sketchy',
      '--sorting', 'toplist', '--top-range', '1M', '--ratios', '16:9,21x9', '--colors', '#0066CC', '--file-type', 'png',
      '--atleast', '2560x1440', '--page', '3', '--ai-art-filter', 'on', '--dry-run',
    ])
    expect(run.code).toBe(0)
    expect(run.json()).toEqual({
      method: 'GET',
      url: `${fakes.wallhaven.url}/search`,
      query: {
        categories: '101',
        purity: '110',
        sorting: 'toplist',
        order: 'desc',
        q: 'mountain lake type:png',
        topRange: '1M',
        atleast: '2560x1440',
        ratios: '16x9,21x9',
        colors: '0066cc',
        page: '3',
        ai_art_filter: '1',
      },
      headers: { 'user-agent': expect.stringMatching(/^desktop:tapestry:/), 'X-API-Key': '[redacted]' },
    })
    expect(apiRequests()).toBe(0)
  })

  it('shuffle makes a new seed, prints it, and the same seed reproduces the order', async () => {
    const first = await tapestry(['wallhaven', 'shuffle', '--json'])
    expect(first.code).toBe(0)
    const { seed, items } = first.json()
    expect(seed).toMatch(/^[A-Za-z0-9]{6}$/)
    const again = await tapestry(['wallhaven', 'search', '--sorting', 'random', '--seed', seed, '--json'])
    expect(again.json().items.map((item: { id: string }) => item.id)).toEqual(items.map((item: { id: string }) => item.id))
  })

  it('exits 2 naming the flag, sending nothing, for bad values and combinations', async () => {
    const bad = await tapestry(['wallhaven', 'search', '--seed', 'abc', '--page', '0'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/--seed/)
    expect(bad.stderr).toMatch(/--page/)
    const combination = await tapestry(['wallhaven', 'search', '--top-range', '1w'])
    expect(combination.code).toBe(2)
    expect(combination.stderr).toMatch(/--top-range/)
    const unknownValue = await tapestry(['wallhaven', 'search', '--sorting', 'best'])
    expect(unknownValue.code).toBe(2)
    expect(unknownValue.stderr).toBe('tapestry: --sorting: must be one of date_added, relevance, random, views, favorites, toplist, hot\n')
    expect(apiRequests()).toBe(0)
  })

  it('exits 2 for NSFW without a key, before sending', async () => {
    const run = await tapestry(['wallhaven', 'search', '--purity', 'nsfw'], { ...env, TAPESTRY_WALLHAVEN_API_KEY: undefined })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/API key/)
    expect(apiRequests()).toBe(0)
  })

  it('exits 3 when the key is refused', async () => {
    const run = await tapestry(['wallhaven', 'search'], { ...env, TAPESTRY_WALLHAVEN_API_KEY: 'wrong-key-1234567890' })
    expect(run.code).toBe(3)
    expect(run.stderr).not.toContain('wrong-key-1234567890')
  })

  it('exits 4 when rate limited, saying when to retry', async () => {
    fakes.wallhaven.fault({ kind: 'status', status: 429, body: '<html>Too many requests</html>', contentType: 'text/html', headers: { 'retry-after': '40' } })
    const run = await tapestry(['wallhaven', 'search'])
    expect(run.code).toBe(4)
    expect(run.stderr).toMatch(/in 40 seconds/)
  })

  it('exits 6 when the source keeps failing', async () => {
    fakes.wallhaven.fault({ kind: 'status', status: 503 }, { times: 10 })
    const run = await tapestry(['wallhaven', 'search'])
    expect(run.code).toBe(6)
    expect(run.stderr).toMatch(/^tapestry: Wallhaven /)
  })
})

describe('tapestry unsplash', () => {
  it('search --json prints the contract result', async () => {
    const run = await tapestry(['unsplash', 'search', 'mountain', '--per-page', '5', '--json'])
    expect(run.code).toBe(0)
    const result = run.json()
    expect(result.items.length).toBeLessThanOrEqual(5)
    expect(result.items[0]?.source).toBe('unsplash')
  })

  it('search --dry-run shows the wire map and redacts the key', async () => {
    const run = await tapestry(['unsplash', 'search', 'sea', '--page', '2', '--per-page', '30', '--order-by', 'latest', '--collections', 'a1,b2', '--content-filter', 'high', '--color', 'black_and_white', '--orientation', 'squarish', '--dry-run'])
    expect(run.code).toBe(0)
    const plan = run.json()
    expect(plan.url).toBe(`${fakes.unsplash.url}/search/photos`)
    expect(plan.query).toEqual({
      query: 'sea',
      page: '2',
      per_page: '30',
      order_by: 'latest',
      content_filter: 'high',
      collections: 'a1,b2',
      color: 'black_and_white',
      orientation: 'squarish',
    })
    expect(plan.headers.authorization).toBe('[redacted]')
    expect(apiRequests()).toBe(0)
  })

  it('random --json prints the full record with snake_case fields plus resolution and aspect_ratio', async () => {
    const run = await tapestry(['unsplash', 'random', '--json'])
    expect(run.code).toBe(0)
    const photo = run.json()
    expect(photo).toMatchObject({ id: expect.any(String), created_at: expect.any(String), urls: { raw: expect.any(String) } })
    expect(photo).toHaveProperty('exif')
    expect(photo.resolution).toBe(`${photo.width}x${photo.height}`)
    expect(photo.aspect_ratio).toBe(Math.round((photo.width * 100) / photo.height) / 100)
  })

  it('random --dry-run always sends count and a cache-buster', async () => {
    const run = await tapestry(['unsplash', 'random', '--username', 'ana', '--orientation', 'landscape', '--dry-run'])
    expect(run.code).toBe(0)
    expect(run.json().query).toMatchObject({ username: 'ana', orientation: 'landscape', content_filter: 'low', count: '1', c: expect.any(String) })
  })

  it('random refuses query with collections (exit 2, nothing sent)', async () => {
    const run = await tapestry(['unsplash', 'random', '--query', 'cats', '--collections', 'abc'])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/--query/)
    expect(apiRequests()).toBe(0)
  })

  it('photo ID prints the record; an unknown id exits 5', async () => {
    const known = fakes.unsplash.catalogue[0]?.id as string
    const run = await tapestry(['unsplash', 'photo', known, '--json'])
    expect(run.code).toBe(0)
    expect(run.json().id).toBe(known)
    const missing = await tapestry(['unsplash', 'photo', 'NoSuchPhoto99'])
    expect(missing.code).toBe(5)
  })

  it('photo prints key: value lines without --json', async () => {
    const known = fakes.unsplash.catalogue[0]?.id as string
    const run = await tapestry(['unsplash', 'photo', known])
    expect(run.stdout).toMatch(new RegExp(`^id: ${known}$`, 'm'))
    expect(run.stdout).toMatch(/^resolution: \d+x\d+$/m)
  })

  it('exits 2 for per-page over 30', async () => {
    const run = await tapestry(['unsplash', 'search', 'sea', '--per-page', '31'])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/--per-page/)
  })

  it('exits 3 without an access key, naming what to set', async () => {
    const run = await tapestry(['unsplash', 'search', 'sea'], { ...env, TAPESTRY_UNSPLASH_URL: undefined, TAPESTRY_UNSPLASH_ACCESS_KEY: undefined })
    expect(run.code).toBe(3)
    expect(run.stderr).toMatch(/TAPESTRY_UNSPLASH_ACCESS_KEY/)
  })

  it('exits 4 when the hourly limit is used up', async () => {
    fakes.unsplash.setBudget({ remaining: 0 })
    const run = await tapestry(['unsplash', 'search', 'sea'])
    expect(run.code).toBe(4)
  })
})

describe('tapestry reddit', () => {
  it('list --json prints media items and the next cursor', async () => {
    const run = await tapestry(['reddit', 'list', 'wallpapers', '--limit', '10', '--json'])
    expect(run.code).toBe(0)
    const result = run.json()
    expect(result.items.length).toBeGreaterThan(0)
    expect(result.items.every((item: { nsfw: boolean }) => !item.nsfw)).toBe(true)
    expect(result.next?.after).toMatch(/^t3_/)
  })

  it('list --dry-run shows path, t only for top, raw_json, and a redacted bearer', async () => {
    const run = await tapestry(['reddit', 'list', 'wallpapers+earthporn', '--sort', 'top', '--time', 'week', '--limit', '50', '--after', 't3_abc12', '--media', 'image', '--nsfw', '--dry-run'])
    expect(run.code).toBe(0)
    expect(run.json()).toMatchObject({
      method: 'GET',
      url: `${fakes.reddit.api.url}/r/wallpapers+earthporn/top`,
      query: { t: 'week', limit: '50', after: 't3_abc12', raw_json: '1' },
      headers: { authorization: '[redacted]' },
    })
    const hot = await tapestry(['reddit', 'list', 'wallpapers', '--time', 'week', '--dry-run'])
    expect(hot.json().query).toEqual({ limit: '25', raw_json: '1' })
    expect(apiRequests()).toBe(0)
  })

  it('exits 3 without credentials: "Reddit needs API credentials"', async () => {
    const run = await tapestry(['reddit', 'list', 'wallpapers'], { ...env, TAPESTRY_REDDIT_CLIENT_ID: undefined, TAPESTRY_REDDIT_CLIENT_SECRET: undefined })
    expect(run.code).toBe(3)
    expect(run.stderr).toMatch(/Reddit needs API credentials/)
  })

  it('exits 3 when Reddit refuses access to a private, quarantined or gated community, in the same sentence as before', async () => {
    const privateRun = await tapestry(['reddit', 'list', 'private'])
    expect(privateRun.code).toBe(3)
    expect(privateRun.stderr).toBe('tapestry: r/private is private.\n')
    expect(privateRun.stdout).toBe('')
    const multi = await tapestry(['reddit', 'list', 'wallpapers+private', '--json'])
    expect(multi.code).toBe(3)
    expect(multi.stderr).toBe('tapestry: One of r/wallpapers, r/private is private.\n')
    for (const community of ['quarantined', 'gated']) {
      const run = await tapestry(['reddit', 'list', community])
      expect(run.code).toBe(3)
      expect(run.stderr).toMatch(new RegExp(`^tapestry: r/${community} is ${community}: `))
    }
  })

  it('exits 5 for a community that does not exist, 2 for a malformed name', async () => {
    expect((await tapestry(['reddit', 'list', 'nosuchcommunityhere'])).code).toBe(5)
    const bad = await tapestry(['reddit', 'list', 'a'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/COMMUNITY/)
  })
})

describe('tapestry help and mistakes', () => {
  it('prints the command list with --help and each command help', async () => {
    const overview = await tapestry(['--help'])
    expect(overview.code).toBe(0)
    for (const words of ['wallhaven search', 'wallhaven shuffle', 'unsplash search', 'unsplash random', 'unsplash photo', 'reddit list']) {
      expect(overview.stdout).toContain(words)
      const help = await tapestry([...words.split(' '), '--help'])
      expect(help.code).toBe(0)
      expect(help.stdout).toMatch(/^Usage: tapestry /)
      expect(help.stdout).toContain('--dry-run')
    }
  })

  it('exits 2 for an unknown command or option', async () => {
    expect((await tapestry(['flickr', 'search'])).code).toBe(2)
    const option = await tapestry(['wallhaven', 'search', '--colour', 'red'])
    expect(option.code).toBe(2)
    expect(option.stderr).toBe('tapestry: unknown option --colour. Did you mean "--colors"?\n')
  })
})
