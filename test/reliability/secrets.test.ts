// Secrets: every CLI command and every contract operation runs with distinctive keys, in success and
// in failure (including upstreams that echo the key back in their error bodies). No key, in any of
// its forms (plain, URL-encoded, inside HTTP Basic), may appear in stdout, stderr, an error message,
// an operation's result or an event payload (what a window sees), a URL any fake received, a header
// sent to an image host, or any file in the data folder other than secrets.json.
import { readFile, readdir, rm, writeFile, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMANDS } from '../../src/main/cli/commands'
import { createCliContext } from '../../src/main/cli/create-context'
import { runCli } from '../../src/main/cli/run'
import { createFileSecretStore } from '../../src/main/core/settings/secret-store'
import { OPERATIONS, type OperationName } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'
import type { AllFakes } from '../fakes/all-fakes'
import type { FakeServer } from '../fakes/fake-server'
import { makePng } from '../fakes/images'
import { distinctiveKeys, leakForms, startKeyedFakes, type DistinctiveKeys } from './support/keyed-fakes'
import { RECORDER, startReliabilityApp, type ReliabilityApp } from './support/reliability-app'

let keys: DistinctiveKeys
let forms: string[]
let fakes: AllFakes
let root: string

beforeAll(async () => {
  keys = distinctiveKeys()
  forms = leakForms(keys)
  fakes = await startKeyedFakes(keys)
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-secrets-'))
})
afterAll(async () => {
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
})
beforeEach(() => fakes.reset())

function servers(): FakeServer[] {
  return [fakes.imageHost, fakes.wallhaven, fakes.unsplash, fakes.reddit.api, fakes.reddit.auth]
}

function expectNoKey(text: string, where: string): void {
  for (const form of forms) expect(text.includes(form), `a key appeared in ${where}: ${text.slice(0, 400)}`).toBe(false)
}

/** No URL any fake received carries a key, and the image host never received one in any header. */
function expectCleanWire(): void {
  for (const server of servers()) for (const request of server.requests) expectNoKey(request.rawUrl, `a URL sent to ${server.name}`)
  for (const request of fakes.imageHost.requests) expectNoKey(JSON.stringify(request.headers), 'a header sent to the image host')
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

async function expectCleanDataDir(dataDir: string): Promise<void> {
  const files = await filesUnder(dataDir)
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) {
    if (path.relative(dataDir, file) === 'secrets.json') continue
    const bytes = await readFile(file)
    expectNoKey(bytes.toString('latin1'), path.relative(dataDir, file))
  }
}

/** Failures upstream that repeat the key each server was given, as badly behaved servers do. */
function echoingFaults(): void {
  const echo = (...said: string[]) => `invalid credentials: ${said.join(' ')}`
  fakes.wallhaven.fault({ kind: 'status', status: 401, body: JSON.stringify({ error: echo(keys.wallhavenApiKey) }), contentType: 'application/json' }, { times: 1 })
  fakes.unsplash.fault({ kind: 'status', status: 400, body: JSON.stringify({ errors: [echo(keys.unsplashAccessKey)] }), contentType: 'application/json' }, { times: 1 })
  fakes.reddit.auth.fault(
    { kind: 'status', status: 400, body: JSON.stringify({ error: echo(keys.redditClientId, keys.redditClientSecret) }), contentType: 'application/json' },
    { times: 1 },
  )
  fakes.reddit.api.fault({ kind: 'status', status: 403, body: `<html>${echo('bearer')}</html>`, contentType: 'text/html' }, { times: 1 })
}

/** As the packages' `tapestry` launcher runs the command line: in the installed app's runtime. */
const INSTALLED_LINUX_APP = { appRoot: '/opt/Tapestry/resources/app.asar', execPath: '/opt/Tapestry/tapestry', inElectron: true, platform: 'linux' as const }

describe('every CLI command, with keys from the environment', () => {
  let dataDir: string
  let env: Record<string, string>

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(root, 'cli-'))
    env = {
      ...fakes.env,
      TAPESTRY_DATA_DIR: dataDir,
      TAPESTRY_TEST_WALLPAPER_LOG: path.join(dataDir, 'desktop.log'),
      PATH: process.env.PATH ?? '',
      // `tapestry autostart` writes its entry here, never in the machine's own ~/.config.
      XDG_CONFIG_HOME: path.join(dataDir, 'config'),
    }
    await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } }))
  })

  async function tapestry(argv: string[]): Promise<{ code: number; out: string }> {
    let out = ''
    const code = await runCli(argv, COMMANDS, () => createCliContext(env, { resolveMediaUrl: fakes.resolveMediaUrl, runtime: INSTALLED_LINUX_APP }), {
      stdout: (text) => (out += text),
      stderr: (text) => (out += text),
    })
    expectNoKey(out, `the output of tapestry ${argv.join(' ')}`)
    return { code, out }
  }

  function commandLines(): string[][] {
    const wallhavenId = fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw').id
    const nsfwId = fakes.wallhaven.pick((entry) => entry.record.purity === 'nsfw').id
    const unsplashId = fakes.unsplash.catalogue[0]?.id as string
    const redditId = fakes.reddit.posts('wallpapers').find((post) => post.kind === 'image')?.id as string
    const lines = [
      ['wallhaven', 'search'],
      ['wallhaven', 'search', '--purity', 'sfw,sketchy,nsfw', '--query', 'nature'],
      ['wallhaven', 'shuffle'],
      ['unsplash', 'search', 'mountain'],
      ['unsplash', 'random'],
      ['unsplash', 'photo', unsplashId],
      ['reddit', 'list', 'wallpapers'],
      ['bing', 'days'],
      ['wikimedia', 'days'],
      ['apod', 'search'],
      ['apod', 'random', '--count', '3'],
      ['artic', 'search', '--query', 'water'],
      ['pexels', 'search', 'lake'],
      ['pexels', 'curated'],
      ['set', 'wallhaven', wallhavenId],
      ['set', 'wallhaven', nsfwId],
      ['set', 'unsplash', unsplashId],
      ['set', 'reddit', redditId],
      ['next'],
      ['previous'],
      ['favourite'],
      ['favourite', 'wallhaven', wallhavenId],
      ['history'],
      ['history', '--display', 'all'],
      ['favourites'],
      ['block', 'wallhaven', wallhavenId],
      ['block'],
      ['folders', 'add', path.resolve('test/fixtures/library-v1/library')],
      ['folders', 'list'],
      ['folders', 'remove', path.resolve('test/fixtures/library-v1/library')],
      ['autostart', 'on'],
      ['autostart', 'status'],
      ['autostart', 'off'],
      ['status'],
      ['pause'],
      ['resume'],
      ['config', 'list'],
      ['config', 'get', 'rotation'],
      ['config', 'set', 'rotation.intervalMinutes', '60'],
      ['completion', 'bash'],
    ]
    // --dry-run only where a request would be sent; the other commands refuse it.
    const sends = (line: string[]) => COMMANDS.find((command) => command.words.every((word, index) => line[index] === word))?.sends === true
    return lines.flatMap((line) => [line, [...line, '--json'], ...(sends(line) ? [[...line, '--dry-run']] : []), [...line, '--help']])
  }

  it('covers every command there is', () => {
    const covered = new Set(commandLines().map((line) => COMMANDS.find((command) => command.words.every((word, index) => line[index] === word))?.words.join(' ')))
    expect([...covered].sort()).toEqual(COMMANDS.map((command) => command.words.join(' ')).sort())
  })

  it('prints no key when commands succeed, and sends none in a URL', async () => {
    for (const line of commandLines()) {
      const run = await tapestry(line)
      expect(run.code, `${line.join(' ')}: ${run.out}`).toBe(0)
    }
    const file = path.join(dataDir, 'local.png')
    await writeFile(file, makePng(64, 40))
    expect((await tapestry(['set', '--file', file])).code).toBe(0)
    expect((await tapestry(['--help'])).code).toBe(0)
    for (const source of ['unsplash', 'reddit', 'apod', 'pexels']) {
      await writeFile(
        path.join(dataDir, 'settings.json'),
        JSON.stringify({ rotation: { source }, wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } }),
      )
      expect((await tapestry(['next', '--json'])).code).toBe(0)
      expect((await tapestry(['next', '--dry-run'])).code).toBe(0)
    }
    expectCleanWire()
    await expectCleanDataDir(dataDir)
  }, 60_000)

  it('gives the after-change command none of Tapestry’s variables, and waits for it before the command ends', async () => {
    const probe = path.resolve(import.meta.dirname, '../fakes/after-change-probe.mjs')
    const out = path.join(dataDir, 'after-change.jsonl')
    await writeFile(
      path.join(dataDir, 'settings.json'),
      JSON.stringify({
        rotation: { source: 'wallhaven' },
        wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}`, afterChangeCommand: `${process.execPath} ${probe} ${out} {file} {source} {id}` },
      }),
    )
    expect((await tapestry(['next'])).code).toBe(0)
    const runs = (await readFile(out, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { args: string[]; tapestryVariables: string[] })
    expect(runs).toHaveLength(1)
    expect(runs[0]?.tapestryVariables).toEqual([])
    expect(runs[0]?.args[1]).toBe('wallhaven')
    expectNoKey(await readFile(out, 'utf8'), 'what the after-change command was given')
  }, 30_000)

  it('prints no key when upstreams fail and echo the key back', async () => {
    const lines = commandLines().filter((line) => !line.includes('--help') && !line.includes('--dry-run'))
    for (const line of lines) {
      fakes.reset()
      echoingFaults()
      const run = await tapestry(line)
      if (run.code !== 0) expect(run.out.trim().split('\n')).toHaveLength(1)
    }
    // Refused keys: a wrong key says so without repeating either key.
    fakes.reset()
    for (const [name, wrong] of [
      ['TAPESTRY_WALLHAVEN_API_KEY', 'WrongWallhavenKey000000000000000'],
      ['TAPESTRY_UNSPLASH_ACCESS_KEY', 'WrongUnsplashKey-000'],
      ['TAPESTRY_REDDIT_CLIENT_SECRET', 'WrongRedditSecret-000'],
    ] as const) {
      const saved = env[name] as string
      env[name] = wrong
      const run = await tapestry(name.includes('WALLHAVEN') ? ['wallhaven', 'search'] : name.includes('UNSPLASH') ? ['unsplash', 'random'] : ['reddit', 'list', 'wallpapers'])
      expect(run.code).toBe(3)
      expect(run.out).not.toContain(wrong)
      env[name] = saved
    }
    expectCleanWire()
    await expectCleanDataDir(dataDir)
  }, 60_000)
})

describe('every contract operation, with keys set through settings.set', () => {
  let subject: ReliabilityApp
  let item: { wallhaven: MediaItem; unsplash: MediaItem; reddit: MediaItem }

  beforeEach(async () => {
    const dataDir = await mkdtemp(path.join(root, 'app-'))
    // The CLI's file store: the one place on disk a key may be.
    subject = await startReliabilityApp(fakes, root, { dataDir, secrets: createFileSecretStore({ dataDir }) })
    const set = await subject.call('settings.set', { secrets: keys })
    expect(set.ok).toBe(true)
    const found = async (source: 'wallhaven' | 'unsplash' | 'reddit', params: Record<string, unknown>) => {
      const result = await subject.call('search', { source, params })
      if (!result.ok) throw new Error(result.error.message)
      return result.value.items.find((candidate) => candidate.mediaType === 'image') as MediaItem
    }
    item = {
      wallhaven: await found('wallhaven', { purity: ['SFW', 'SKETCHY', 'NSFW'] }),
      unsplash: await found('unsplash', { query: 'mountain' }),
      reddit: await found('reddit', { communities: 'wallpapers' }),
    }
  })

  function inputsOf(name: OperationName): unknown[] {
    switch (name) {
      case 'search':
        return [
          { source: 'wallhaven', params: { purity: ['NSFW'] } },
          { source: 'unsplash', params: { query: 'ocean' } },
          { source: 'reddit', params: { communities: 'wallpapers+wallpaper', limit: 50 } },
        ]
      case 'randomPhoto':
        return [{}]
      case 'getPhoto':
        return [{ id: item.unsplash.id }]
      case 'setWallpaper':
      case 'download':
      case 'library.addFavourite':
      case 'library.block':
        return [{ item: item.wallhaven }, { item: item.unsplash }, { item: item.reddit }]
      case 'library.removeFavourite':
      case 'library.unblock':
      case 'library.item':
        return [{ source: 'wallhaven', id: item.wallhaven.id }]
      case 'settings.set':
        return [{ settings: { rotation: { intervalMinutes: 30 } } }, { secrets: { redditClientSecret: keys.redditClientSecret } }]
      case 'rotation.next':
        return [undefined, undefined]
      case 'rotation.configure':
        return [{ source: 'unsplash' }, { source: 'reddit' }, { source: 'wallhaven', includeNsfw: true }, { dailyAt: '07:30' }, { dailyAt: null }]
      case 'library.history':
        return [undefined, { display: 'all' }]
      // The pictures downloaded above ('download' comes first in the contract).
      case 'library.showInFolder':
        return subject.app.library.downloads.page().items.map((record) => ({ libraryId: record.libraryId }))
      case 'wallhaven.details':
        return [{ id: item.wallhaven.id }]
      case 'loginItem.set':
        return [{ enabled: true }, { enabled: false }]
      case 'cancel':
        return [{ requestId: 'no-such-request' }]
      // A folder of pictures of the person's own, added and then removed (in the contract's order).
      case 'folders.add':
      case 'folders.remove':
        return [{ path: path.resolve('test/fixtures/library-v1/library') }]
      default:
        return [undefined]
    }
  }

  it('answers every operation with no key in any result, error or event, on the wire or on disk', async () => {
    for (const name of Object.keys(OPERATIONS) as OperationName[]) {
      for (const input of inputsOf(name)) {
        const result = await subject.call(name, input)
        expect(result.ok, `${name}: ${JSON.stringify(result).slice(0, 300)}`).toBe(true)
        expectNoKey(JSON.stringify(result), `the result of ${name}`)
      }
    }
    expectNoKey(JSON.stringify(subject.events), 'an event payload')
    expectCleanWire()
    await expectCleanDataDir(subject.dataDir)
    subject.app.dispose()
  }, 60_000)

  it('answers failures, including upstreams that echo the key, with no key in the message', async () => {
    for (const name of ['search', 'randomPhoto', 'getPhoto', 'setWallpaper', 'download', 'rotation.next'] as const) {
      for (const input of inputsOf(name)) {
        fakes.reset()
        echoingFaults()
        const result = await subject.call(name, input)
        expectNoKey(JSON.stringify(result), `the answer of ${name} to an echoing upstream`)
      }
    }
    expectNoKey(JSON.stringify(subject.events), 'an event payload')
    expectCleanWire()
    await expectCleanDataDir(subject.dataDir)
    subject.app.dispose()
  }, 60_000)
})
