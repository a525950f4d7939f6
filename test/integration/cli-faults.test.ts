// The command line meets what people (and their scripts) really type, through the built CLI:
// every flag is checked before anything is downloaded or set, one bad base URL breaks only its own
// source and names its variable, pictures too large to be wallpapers are refused before they are
// stored, odd arguments are read or refused plainly, and no password in a URL is printed.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/main/core/app/app'
import { invokeOperation } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { FakeServer } from '../fakes/fake-server'
import { bareItem } from '../support/media-item'
import { RECORDER } from '../reliability/support/reliability-app'

let fakes: AllFakes
let work = ''
const huge = new FakeServer('huge picture host')

/** A small PNG whose header claims `width` × `height` pixels (how a 1 MB file can claim 10 gigapixels). */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([length, typed, crc])
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', Buffer.alloc(64)), chunk('IEND', Buffer.alloc(0))])
}

huge.route('GET', '/huge.png', (_request, respond) => respond.bytes(200, pngClaiming(100_000, 100_000), 'image/png'))

beforeAll(async () => {
  fakes = await startAllFakes()
  await huge.start()
  work = await mkdtemp(path.join(tmpdir(), 'tapestry-cli-faults-'))
})
afterAll(async () => {
  await fakes.stop()
  await huge.stop()
  if (work) await rm(work, { recursive: true, force: true })
})

async function dataFolder(): Promise<{ dataDir: string; log: string; env: Record<string, string> }> {
  const dataDir = await mkdtemp(path.join(work, 'data-'))
  const log = path.join(dataDir, 'desktop.log')
  await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } }))
  return { dataDir, log, env: { ...fakes.env, HOME: work, TAPESTRY_DATA_DIR: dataDir, TAPESTRY_TEST_WALLPAPER_LOG: log } }
}

function tapestry(args: string[], env: Record<string, string>, timeoutMs = 30_000) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['out/main/cli.js', ...args], { env: { PATH: process.env.PATH ?? '', ...env }, timeout: timeoutMs })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

const sfwId = () => fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw').id

describe('checked before anything happens', () => {
  it('--display is read with the other flags: a bad one changes nothing and names the flag', async () => {
    const { dataDir, log, env } = await dataFolder()
    const run = await tapestry(['set', 'wallhaven', sfwId(), '--display', 'x'.repeat(201)], env)
    expect(run).toMatchObject({ code: 2, stdout: '' })
    expect(run.stderr).toMatch(/^tapestry: --display: must be "all" or a display’s number or name .+\n$/)
    expect(existsSync(log)).toBe(false)
    expect(await readdir(path.join(dataDir, 'library')).catch(() => [])).toEqual([])
  })

  it('a negative number names its flag; a value starting with a dash is still a value', async () => {
    const { env } = await dataFolder()
    expect(await tapestry(['wallhaven', 'search', '--page', '-1'], env)).toMatchObject({ code: 2, stderr: 'tapestry: --page: must be a whole number of at least 1\n' })
    // Wallhaven's own syntax: -term leaves a term out.
    const plan = await tapestry(['wallhaven', 'search', '--query', '-cats', '--dry-run'], env)
    expect(plan.code).toBe(0)
    expect(JSON.parse(plan.stdout).query.q).toBe('-cats')
  })

  it('a 100 KB argument is not echoed back whole', async () => {
    const { env } = await dataFolder()
    const run = await tapestry(['wallhaven', 'search', `--${'x'.repeat(100_000)}`], env)
    expect(run.code).toBe(2)
    expect(run.stderr.length).toBeLessThan(200)
    expect(run.stderr).toMatch(/^tapestry: unknown option --x+…\n$/)
  })
})

describe('base URLs', () => {
  it('one bad URL breaks only its own source, and the message names the variable', async () => {
    const { env } = await dataFolder()
    const broken = { ...env, TAPESTRY_REDDIT_AUTH_URL: 'ftp://x' }
    const wallhaven = await tapestry(['wallhaven', 'search', '--json'], broken)
    expect(wallhaven.code).toBe(0)
    expect(await tapestry(['reddit', 'list', 'wallpapers'], broken)).toMatchObject({ code: 2, stderr: 'tapestry: TAPESTRY_REDDIT_AUTH_URL: must be an http(s) URL\n' })
  })

  it('a password in a base URL is never printed, not even by --dry-run', async () => {
    const { env } = await dataFolder()
    const run = await tapestry(['wallhaven', 'search', '--dry-run'], { ...env, TAPESTRY_WALLHAVEN_URL: 'http://ana:hunter2@127.0.0.1:9/api/v1' })
    expect(run.code).toBe(0)
    expect(run.stdout).not.toContain('hunter2')
    expect(JSON.parse(run.stdout).url).toBe('http://[redacted]@127.0.0.1:9/api/v1/search')
  })
})

describe('pictures too large to be wallpapers', () => {
  it('a local file claiming 100,000 × 100,000 pixels is refused, and nothing is set', async () => {
    const { log, env } = await dataFolder()
    const file = path.join(work, 'huge.png')
    await writeFile(file, pngClaiming(100_000, 100_000))
    const run = await tapestry(['set', '--file', file], env)
    expect(run).toMatchObject({ code: 2, stderr: `tapestry: The file ${file} is 100,000 × 100,000 pixels, more than a wallpaper can be (at most 20,000 on a side and 150 megapixels).\n` })
    expect(existsSync(log)).toBe(false)
  })

  it('a download claiming as much is refused before it is stored', async () => {
    const { dataDir, log } = await dataFolder()
    const app = await createApp({ dataDir, env: { ...fakes.env, TAPESTRY_TEST_WALLPAPER_LOG: log }, secrets: createMemorySecretStore(), displays: async () => [] })
    try {
      const result = await invokeOperation(app.handlers, 'setWallpaper', { item: bareItem('huge1', `${huge.url}/huge.png`) })
      expect(result).toMatchObject({ ok: false, error: { kind: 'upstream' } })
      if (result.ok) throw new Error('unreachable')
      expect(result.error.message).toMatch(/^The picture from .+ is 100,000 × 100,000 pixels, more than a wallpaper can be/)
      expect(await readdir(app.library.libraryDir)).toEqual([])
      expect(app.library.entries()).toEqual([])
      expect(existsSync(log)).toBe(false)
    } finally {
      app.dispose()
    }
  })
})

describe('files that are not images', () => {
  it('set --file on a FIFO is refused at once instead of waiting forever', async () => {
    const { env } = await dataFolder()
    const fifo = path.join(work, 'a-fifo')
    execFileSync('mkfifo', [fifo])
    const started = Date.now()
    const run = await tapestry(['set', '--file', fifo], env, 10_000)
    expect(run).toMatchObject({ code: 2, stderr: `tapestry: The file ${fifo} is not a regular file.\n` })
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})

describe('the data folder', () => {
  it('~ means the home folder; a relative folder is refused in one sentence', async () => {
    const home = await mkdtemp(path.join(work, 'home-'))
    const { env } = await dataFolder()
    // `history` opens the library (a search does not: it needs only the settings and the keys).
    const tilde = await tapestry(['history', '--json'], { ...env, HOME: home, TAPESTRY_DATA_DIR: '~/tapestry-data' })
    expect(tilde.code).toBe(0)
    expect(existsSync(path.join(home, 'tapestry-data', 'library.db'))).toBe(true)
    expect(await tapestry(['wallhaven', 'search'], { ...env, TAPESTRY_DATA_DIR: 'relative/data' })).toMatchObject({
      code: 2,
      stderr: 'tapestry: TAPESTRY_DATA_DIR: must be an absolute folder (or start with ~/), not a relative one\n',
    })
  })

  it('a search opens neither the library nor the network for --dry-run: it starts like a small tool', async () => {
    const { dataDir, env } = await dataFolder()
    const planned = await tapestry(['wallhaven', 'search', '--query', 'nature', '--dry-run'], env)
    expect(planned.code).toBe(0)
    expect(JSON.parse(planned.stdout)).toMatchObject({ method: 'GET', query: { q: 'nature' } })
    expect(existsSync(path.join(dataDir, 'library.db'))).toBe(false)
  })

  it('a data folder that cannot be written is a file error (exit 8), not a wallpaper error', async () => {
    const { env } = await dataFolder()
    const notAFolder = path.join(work, 'a-file')
    await writeFile(notAFolder, 'not a folder')
    const run = await tapestry(['wallhaven', 'search'], { ...env, TAPESTRY_DATA_DIR: path.join(notAFolder, 'data') })
    expect(run.code).toBe(8)
    expect(run.stderr).toMatch(/^tapestry: Tapestry could not .+\.\n$/)
    expect(await readFile(notAFolder, 'utf8')).toBe('not a folder')
  })
})

describe('damaged files', () => {
  it('are moved aside, started afresh, and the person is told once, in a sentence naming where the old one is', async () => {
    const { dataDir, env } = await dataFolder()
    await writeFile(path.join(dataDir, 'library.db'), 'this was a library once, now it is text')
    await writeFile(path.join(dataDir, 'settings.json'), '{"rotation": ')
    // A command that opens the library as well as the settings (a search opens only the settings).
    const run = await tapestry(['history'], env)
    expect(run.code).toBe(0)
    const told = run.stderr.trim().split('\n')
    expect(told).toHaveLength(2)
    expect(told).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^tapestry: Tapestry found its settings file damaged and started afresh; the old one is kept as ${dataDir}/settings\\.corrupt-.+\\.json\\.$`)),
        expect.stringMatching(new RegExp(`^tapestry: Tapestry found its library damaged and started afresh; the old one is kept as ${dataDir}/library\\.corrupt-.+\\.db\\.$`)),
      ]),
    )
    // Once: the next start finds good files.
    expect((await tapestry(['history'], env)).stderr).toBe('')
    const app = await createApp({ dataDir, env, secrets: createMemorySecretStore(), displays: async () => [] })
    try {
      expect(await invokeOperation(app.handlers, 'notices', undefined)).toEqual({ ok: true, value: [] })
    } finally {
      app.dispose()
    }
    await writeFile(path.join(dataDir, 'library.db'), 'damaged again')
    const again = await createApp({ dataDir, env, secrets: createMemorySecretStore(), displays: async () => [] })
    try {
      const notices = await invokeOperation(again.handlers, 'notices', undefined)
      expect(notices.ok && notices.value).toEqual([expect.objectContaining({ message: expect.stringMatching(/^Tapestry found its library damaged and started afresh; the old one is kept as .+\.db\.$/), text: expect.objectContaining({ key: 'status.library.movedAside' }) })])
    } finally {
      again.dispose()
    }
  })
})
