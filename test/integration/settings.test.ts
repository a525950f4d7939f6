import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildSourceClients, sourceClientOptions } from '../../src/sources/clients'
import { resolveDataDir, resolveLibraryDir } from '../../src/main/core/system/data-dir'
import { ValidationError } from '../../src/main/core/errors/errors'
import { createFileSecretStore, createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { createSettingsStore } from '../../src/main/core/settings/settings-store'
import { sourcesSetup } from '../../src/main/core/settings/sources-config'

let dataDir: string

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-settings-'))
})
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const SECRET = 'SECRET-KEY-abc123'

describe('settings', () => {
  it('gives the defaults when there is no file, without writing one', async () => {
    const settings = createSettingsStore({ dataDir, secrets: createMemorySecretStore() }).get()
    expect(settings).toEqual({
      defaultSource: 'wallhaven',
      redditDeviceId: null,
      baseUrls: {},
      rotation: {
        // The sources that need no key, so the first change works before any key is added.
        pool: [
          { source: 'wallhaven', weight: 1, filters: {} },
          { source: 'bing', weight: 1, filters: { market: 'EN_US' } },
          { source: 'apod', weight: 1, filters: { count: 24 } },
          { source: 'wikimedia', weight: 1, filters: {} },
        ],
        perDisplay: false,
        intervalMinutes: 60,
        dailyAt: null,
        historyWindow: 50,
        display: 'all',
        fit: 'smart',
        paused: false,
        includeNsfw: false,
      },
      quotaBytes: 1024 * 1024 * 1024,
      downloadFolder: null,
      wallpaper: { backend: 'auto', customCommand: null, lockScreen: false, afterChangeCommand: null },
      startup: { changeWallpaper: false },
      notifications: { enabled: false },
      shortcuts: { next: null, previous: null, favourite: null, block: null },
      updates: { check: null },
      localFolders: [],
      language: 'system',
      hasKey: { wallhavenApiKey: false, unsplashAccessKey: false, redditClientId: false, redditClientSecret: false, apodApiKey: false, pexelsApiKey: false },
      keyStorage: { wallhavenApiKey: null, unsplashAccessKey: null, redditClientId: null, redditClientSecret: null, apodApiKey: null, pexelsApiKey: null },
    })
    expect(await readdir(dataDir)).toEqual([])
  })

  it('changes the list of folders only through its own call, under the lock, never through a patch', async () => {
    const store = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    expect(() => store.update({ localFolders: ['/anywhere'] } as never)).toThrow(/localFolders: is not a known field/)
    expect(store.updateLocalFolders((folders) => [...folders, '/home/ana/Pictures'])).toEqual(['/home/ana/Pictures'])
    // Another process's store (the CLI) sees it, and its own change keeps the first.
    const other = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    expect(other.updateLocalFolders((folders) => [...folders, '/media/disk'])).toEqual(['/home/ana/Pictures', '/media/disk'])
    expect(store.get().localFolders).toEqual(['/home/ana/Pictures', '/media/disk'])
    expect(() => store.updateLocalFolders(() => ['relative/path'])).toThrow(/localFolders\.0: must be an absolute path/)
    expect(JSON.parse(await readFile(path.join(dataDir, 'settings.json'), 'utf8')).localFolders).toEqual(['/home/ana/Pictures', '/media/disk'])
  })

  it('reads rotation from one source, as settings were before the pool, as a pool: nothing lost', async () => {
    await writeFile(
      path.join(dataDir, 'settings.json'),
      JSON.stringify({ rotation: { source: 'unsplash', intervalMinutes: 30, filters: { unsplash: { query: 'sea' }, reddit: { communities: 'earthporn' } } } }),
    )
    const store = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    expect(store.get().rotation).toMatchObject({
      intervalMinutes: 30,
      perDisplay: false,
      pool: [
        { source: 'wallhaven', weight: 0, filters: {} },
        { source: 'unsplash', weight: 1, filters: { query: 'sea' } },
        { source: 'reddit', weight: 0, filters: { communities: 'earthporn' } },
      ],
    })
    // The next write stores the pool, and the file reads the same again.
    store.update({ rotation: { perDisplay: true } })
    const written = JSON.parse(await readFile(path.join(dataDir, 'settings.json'), 'utf8')).rotation
    expect(written).not.toHaveProperty('source')
    expect(written).not.toHaveProperty('filters')
    expect(createSettingsStore({ dataDir, secrets: createMemorySecretStore() }).get().rotation.pool).toEqual(store.get().rotation.pool)
  })

  it('keeps rotation’s pool in step with the folders: one added joins it, one removed leaves it', () => {
    const store = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    store.updateLocalFolders(() => ['/home/ana/Pictures'])
    expect(store.get().rotation.pool.at(-1)).toEqual({ source: 'folder', weight: 1, path: '/home/ana/Pictures' })
    store.update({ rotation: { source: 'reddit' } })
    // "Only Reddit" keeps the folder in the pool, at weight 0.
    expect(store.get().rotation.pool.map((member) => [member.source, member.weight])).toEqual([['wallhaven', 0], ['bing', 0], ['apod', 0], ['wikimedia', 0], ['folder', 0], ['reddit', 1]])
    store.updateLocalFolders(() => [])
    expect(store.get().rotation.pool.map((member) => member.source)).toEqual(['wallhaven', 'bing', 'apod', 'wikimedia', 'reddit'])
  })

  it('fills in defaults for anything missing from the file', async () => {
    await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ rotation: { intervalMinutes: 15 } }))
    const settings = createSettingsStore({ dataDir, secrets: createMemorySecretStore() }).get()
    expect(settings.rotation.intervalMinutes).toBe(15)
    expect(settings.rotation.historyWindow).toBe(50)
    expect(settings.defaultSource).toBe('wallhaven')
  })

  it('round-trips a change through the file, merging nested groups', () => {
    const secrets = createMemorySecretStore()
    const store = createSettingsStore({ dataDir, secrets })
    store.update({
      defaultSource: 'unsplash',
      baseUrls: { unsplash: 'https://proxy.example/unsplash' },
      rotation: { intervalMinutes: 30, filters: { wallhaven: { query: 'nature', categories: ['GENERAL'] } } },
      wallpaper: { backend: 'feh' },
    })
    store.update({ rotation: { paused: true, filters: { reddit: { communities: 'wallpapers' } } }, quotaBytes: 5_000_000 })
    const reopened = createSettingsStore({ dataDir, secrets }).get()
    expect(reopened.defaultSource).toBe('unsplash')
    expect(reopened.baseUrls).toEqual({ unsplash: 'https://proxy.example/unsplash' })
    expect(reopened.rotation).toMatchObject({ intervalMinutes: 30, paused: true, historyWindow: 50 })
    // `filters` sets each online source's filters on its member of the pool.
    expect(reopened.rotation.pool).toEqual([
      { source: 'wallhaven', weight: 1, filters: { query: 'nature', categories: ['GENERAL'] } },
      { source: 'bing', weight: 1, filters: { market: 'EN_US' } },
      { source: 'apod', weight: 1, filters: { count: 24 } },
      { source: 'wikimedia', weight: 1, filters: {} },
      { source: 'reddit', weight: 0, filters: { communities: 'wallpapers' } },
    ])
    expect(reopened.wallpaper).toEqual({ backend: 'feh', customCommand: null, lockScreen: false, afterChangeCommand: null })
    expect(reopened.quotaBytes).toBe(5_000_000)

    // A base URL set to null goes back to the default.
    expect(store.update({ baseUrls: { unsplash: null } }).baseUrls).toEqual({})
    expect(store.reset().rotation.intervalMinutes).toBe(60)
  })

  it('validates a change before writing anything, naming every bad field', async () => {
    const store = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    let error: unknown
    try {
      store.update({ rotation: { intervalMinutes: 0, fit: 'zoom' as 'fill' }, baseUrls: { wallhaven: 'ftp://x' } })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ValidationError)
    const fields = (error as ValidationError).issues.map((issue) => issue.field).sort()
    expect(fields).toEqual(['baseUrls.wallhaven', 'rotation.fit', 'rotation.intervalMinutes'])
    expect(await readdir(dataDir)).toEqual([])
  })

  it('keeps the fill a file spells out, and gives smart fill to a file that says none', async () => {
    await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ rotation: { fit: 'fill' } }))
    expect(createSettingsStore({ dataDir, secrets: createMemorySecretStore() }).get().rotation.fit).toBe('fill')
    await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ rotation: { intervalMinutes: 30 } }))
    expect(createSettingsStore({ dataDir, secrets: createMemorySecretStore() }).get().rotation.fit).toBe('smart')
  })

  it('keeps the lock screen and the after-change command, refusing a command that cannot run with its reason', () => {
    const store = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    const changed = store.update({ wallpaper: { lockScreen: true, afterChangeCommand: ' wal -i {file} ' } })
    expect(changed.wallpaper).toMatchObject({ lockScreen: true, afterChangeCommand: 'wal -i {file}' })
    for (const [command, reason] of [
      ['wal -i {file}; reboot', 'uses the shell character ;, but it runs without a shell (quote it to mean it literally)'],
      ['wal -i {flie}', 'has {flie}, which is not one of {file}, {display}, {source} or {id}'],
      ['{file} wal', 'must start with the program to run, not a placeholder'],
    ]) {
      let error: unknown
      try {
        store.update({ wallpaper: { afterChangeCommand: command } })
      } catch (caught) {
        error = caught
      }
      expect((error as ValidationError).issues).toEqual([{ field: 'wallpaper.afterChangeCommand', message: reason }])
    }
    expect(store.get().wallpaper.afterChangeCommand).toBe('wal -i {file}')
    expect(store.update({ wallpaper: { afterChangeCommand: null } }).wallpaper.afterChangeCommand).toBeNull()
  })

  it('refuses secrets and unknown fields in settings', () => {
    const store = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    expect(() => store.update({ apiKey: SECRET } as never)).toThrow(ValidationError)
    expect(() => store.update({ wallpaper: { apiKey: SECRET } } as never)).toThrow(/apiKey: is not a known field/)
  })

  it('moves a corrupt settings file aside and starts from the defaults', async () => {
    await writeFile(path.join(dataDir, 'settings.json'), '{"rotation": {"intervalMinutes": "soon"}}')
    const store = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    expect(store.get().rotation.intervalMinutes).toBe(60)
    expect(store.recovered).toHaveLength(1)
    const names = await readdir(dataDir)
    expect(names.some((name) => /^settings\.corrupt-.+\.json$/.test(name))).toBe(true)
    expect(await readFile(store.recovered[0] as string, 'utf8')).toContain('soon')
  })
})

describe('secrets', () => {
  it('live in secrets.json, readable by the owner only, and never in settings output', async () => {
    const secrets = createFileSecretStore({ dataDir })
    const store = createSettingsStore({ dataDir, secrets })
    secrets.set('wallhavenApiKey', `  ${SECRET}\n`)
    store.update({ rotation: { intervalMinutes: 5 } })

    expect(secrets.get('wallhavenApiKey')).toBe(SECRET)
    expect(secrets.has('unsplashAccessKey')).toBe(false)
    const settings = store.get()
    expect(settings.hasKey).toEqual({ wallhavenApiKey: true, unsplashAccessKey: false, redditClientId: false, redditClientSecret: false, apodApiKey: false, pexelsApiKey: false })
    expect(JSON.stringify(settings)).not.toContain(SECRET)
    expect(await readFile(path.join(dataDir, 'settings.json'), 'utf8')).not.toContain(SECRET)
    if (process.platform !== 'win32') expect((await stat(secrets.path)).mode & 0o777).toBe(0o600)

    // Another process reads the same file.
    expect(createFileSecretStore({ dataDir }).get('wallhavenApiKey')).toBe(SECRET)
    secrets.set('wallhavenApiKey', null)
    expect(secrets.has('wallhavenApiKey')).toBe(false)
    expect(store.get().hasKey.wallhavenApiKey).toBe(false)
  })

  it('tightens a secrets file that others could read', async () => {
    if (process.platform === 'win32') return
    const file = path.join(dataDir, 'secrets.json')
    await writeFile(file, JSON.stringify({ unsplashAccessKey: SECRET }), { mode: 0o644 })
    const secrets = createFileSecretStore({ dataDir })
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(secrets.get('unsplashAccessKey')).toBe(SECRET)
  })

  it('refuses a pasted value with spaces or line breaks, and treats blank as removal', () => {
    const secrets = createMemorySecretStore({ redditClientId: 'abc' })
    expect(() => secrets.set('redditClientId', 'two words')).toThrow(ValidationError)
    secrets.set('redditClientId', '   ')
    expect(secrets.has('redditClientId')).toBe(false)
  })

  it('feed the source configuration, with the environment on top', () => {
    const secrets = createMemorySecretStore({ unsplashAccessKey: 'from-store', wallhavenApiKey: 'wh-store', redditClientSecret: 'rs-store' })
    const store = createSettingsStore({ dataDir, secrets })
    store.update({ baseUrls: { unsplash: 'https://proxy.example', reddit: 'https://reddit.example' } })
    const setup = sourcesSetup(store.get(), secrets)
    const env = { TAPESTRY_UNSPLASH_ACCESS_KEY: 'from-env', TAPESTRY_REDDIT_URL: 'https://env.example' }
    expect(sourceClientOptions('unsplash', setup, env)).toMatchObject({ baseUrl: 'https://proxy.example', apiKey: 'from-env' })
    expect(sourceClientOptions('wallhaven', setup, env)).toMatchObject({ baseUrl: 'https://wallhaven.cc/api/v1', apiKey: 'wh-store' })
    expect(sourceClientOptions('reddit', setup, env)).toMatchObject({
      baseUrl: 'https://env.example',
      baseUrls: { reddit: 'https://env.example', redditAuth: 'https://www.reddit.com' },
      apiKey: undefined,
      secrets: { redditClientSecret: 'rs-store' },
    })
  })

  it('name the setting or the variable that holds a bad API root, and leave the other sources working', () => {
    const setup = { baseUrls: { wallhaven: 'ftp://nope.example' }, secrets: {}, installationId: undefined }
    const fromSettings = sourceClientOptions('wallhaven', setup, {})
    expect(fromSettings).toBeInstanceOf(ValidationError)
    expect((fromSettings as ValidationError).issues).toEqual([{ field: 'baseUrls.wallhaven', message: 'must be an http(s) URL' }])
    const fromEnv = sourceClientOptions('reddit', setup, { TAPESTRY_REDDIT_AUTH_URL: 'not a url' })
    expect((fromEnv as ValidationError).issues).toEqual([{ field: 'TAPESTRY_REDDIT_AUTH_URL', message: 'must be an http(s) URL' }])
    const clients = buildSourceClients(setup, {})
    expect(() => clients.wallhaven.planSearch({})).toThrow(/baseUrls\.wallhaven/)
    expect(clients.bing.planSearch({ market: 'EN_US', days_ago: 0, count: 8 }).url).toBe('https://www.bing.com/HPImageArchive.aspx')
  })
})

describe('data folder', () => {
  it('is TAPESTRY_DATA_DIR when set, else the platform data folder for Tapestry', () => {
    expect(resolveDataDir({ TAPESTRY_DATA_DIR: dataDir })).toBe(dataDir)
    expect(resolveDataDir({ TAPESTRY_DATA_DIR: '  ' })).toMatch(/Tapestry/)
    expect(resolveDataDir({})).not.toMatch(/nodejs/)
    expect(path.basename(resolveDataDir({}))).toMatch(/^(Tapestry|Data)$/)
    expect(resolveLibraryDir(dataDir)).toBe(path.join(dataDir, 'library'))
    expect(resolveLibraryDir(dataDir, 'pictures')).toBe(path.join(dataDir, 'pictures'))
    expect(resolveLibraryDir(dataDir, '/abs/folder')).toBe(path.resolve('/abs/folder'))
  })
})
