// The app's key store with a stand-in safeStorage that behaves as Electron 45 documents it (the
// asynchronous calls; `basic_text` on Linux desktops without a keyring): keys kept as ciphertext
// where the keychain can be used, in the owner-only secrets.json the CLI uses where it cannot —
// never refused — and keys saved by the previous build (safeStorage.encryptString) still read.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFileSecretStore } from '../../../src/main/core/settings/secret-store'
import { createKeychainSecretStore } from '../../../src/main/electron/secrets'

const KEY = 'Wallhaven-Key-0123456789abcdef'

/** Reversible and visibly not the plain text (a byte-wise XOR), like a real keychain's cipher. */
const flip = (buffer: Buffer) => Buffer.from(buffer.map((byte) => byte ^ 0x5a))
/** What the previous build's synchronous safeStorage.encryptString wrote. */
const legacyCiphertext = (text: string) => flip(Buffer.from(`v10${text}`)).toString('base64')

function fakeSafeStorage(backend: 'basic_text' | 'gnome_libsecret' = 'gnome_libsecret', available = true, rotated = false) {
  return {
    getSelectedStorageBackend: () => backend,
    isAsyncEncryptionAvailable: async () => available,
    encryptStringAsync: async (text: string) => flip(Buffer.from(`v11${text}`)),
    decryptStringAsync: async (buffer: Buffer) => {
      const text = flip(buffer).toString()
      if (!/^v1[01]/.test(text)) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptStringAsync.')
      return { result: text.slice(3), shouldReEncrypt: rotated || text.startsWith('v10') }
    },
  }
}

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-keys-'))
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

const open = (safeStorage = fakeSafeStorage(), log: (line: string) => void = () => undefined) => createKeychainSecretStore({ dataDir, safeStorage, platform: 'linux', log })
const readJson = async (name: string) => JSON.parse(await readFile(path.join(dataDir, name), 'utf8').catch(() => '{}'))

describe('with a keychain', () => {
  it('keeps only ciphertext on disk, and reads the key back, also after a restart', async () => {
    const store = await open()
    await store.set('wallhavenApiKey', `  ${KEY}\n`)
    expect(store.get('wallhavenApiKey')).toBe(KEY)
    expect(store.has('wallhavenApiKey')).toBe(true)
    expect(store.storage?.('wallhavenApiKey')).toBe('keychain')
    expect(store.has('unsplashAccessKey')).toBe(false)
    const file = await readFile(path.join(dataDir, 'keys.json'), 'utf8')
    expect(file).not.toContain(KEY)
    expect(JSON.parse(file).keys.wallhavenApiKey).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(await readJson('secrets.json')).toEqual({})
    expect((await open()).get('wallhavenApiKey')).toBe(KEY)
  })

  it('removes a key set to null or blank', async () => {
    const store = await open()
    await store.set('unsplashAccessKey', KEY)
    await store.set('unsplashAccessKey', '   ')
    expect(store.has('unsplashAccessKey')).toBe(false)
    await store.set('unsplashAccessKey', KEY)
    await store.set('unsplashAccessKey', null)
    expect(store.get('unsplashAccessKey')).toBeUndefined()
    expect((await readJson('keys.json')).keys).toEqual({})
  })

  it('refuses what the CLI refuses: a key with spaces is a paste gone wrong', async () => {
    const store = await open()
    await expect(Promise.resolve().then(() => store.set('wallhavenApiKey', 'two words'))).rejects.toMatchObject({ kind: 'validation' })
    expect(store.has('wallhavenApiKey')).toBe(false)
  })

  it('reads keys the previous build saved, and re-encrypts them with the current call', async () => {
    await writeFile(path.join(dataDir, 'keys.json'), JSON.stringify({ keys: { redditClientId: legacyCiphertext(KEY) } }))
    const store = await open()
    expect(store.get('redditClientId')).toBe(KEY)
    const rewritten = (await readJson('keys.json')).keys.redditClientId as string
    expect(rewritten).not.toBe(legacyCiphertext(KEY))
    expect(flip(Buffer.from(rewritten, 'base64')).toString()).toBe(`v11${KEY}`)
  })

  it('treats a key the keychain can no longer decrypt as unset, and says so once, without the key', async () => {
    await writeFile(path.join(dataDir, 'keys.json'), JSON.stringify({ keys: { wallhavenApiKey: Buffer.from('garbage').toString('base64') } }))
    const lines: string[] = []
    const store = await open(fakeSafeStorage(), (line) => lines.push(line))
    expect(store.has('wallhavenApiKey')).toBe(false)
    expect(lines).toEqual(["The saved wallhavenApiKey could not be decrypted with this system's keychain; set it again in Settings."])
  })

  it('moves a key kept without a keychain into it once one is there, keeping one copy', async () => {
    createFileSecretStore({ dataDir }).set('unsplashAccessKey', KEY)
    const store = await open()
    expect(store.storage?.('unsplashAccessKey')).toBe('file')
    await store.set('unsplashAccessKey', KEY)
    expect(store.storage?.('unsplashAccessKey')).toBe('keychain')
    expect(await readJson('secrets.json')).toEqual({})
  })
})

describe('without a keychain (sway, Hyprland, i3…)', () => {
  it.each([
    ['the basic_text backend', fakeSafeStorage('basic_text', true)],
    ['encryption unavailable', fakeSafeStorage('gnome_libsecret', false)],
  ])('with %s: never refuses a key, keeps it in the owner-only file the CLI reads, and says where', async (_label, safeStorage) => {
    const lines: string[] = []
    const store = await open(safeStorage, (line) => lines.push(line))
    await store.set('redditClientSecret', KEY)
    expect(store.get('redditClientSecret')).toBe(KEY)
    expect(store.storage?.('redditClientSecret')).toBe('file')
    expect(await readJson('keys.json')).toEqual({})
    // The same file and mode as the command line's.
    expect(createFileSecretStore({ dataDir }).get('redditClientSecret')).toBe(KEY)
    expect((await stat(path.join(dataDir, 'secrets.json'))).mode & 0o777).toBe(0o600)
    expect(lines).toEqual(['No system keychain can be used here: keys are kept in secrets.json, readable by this user only.'])
    expect(lines.join('\n')).not.toContain(KEY)
  })

  it('moves keys an earlier build saved under basic_text (no protection) to the file, saying so truthfully', async () => {
    await writeFile(path.join(dataDir, 'keys.json'), JSON.stringify({ keys: { wallhavenApiKey: legacyCiphertext(KEY) } }))
    const store = await open(fakeSafeStorage('basic_text'))
    expect(store.get('wallhavenApiKey')).toBe(KEY)
    expect(store.storage?.('wallhavenApiKey')).toBe('file')
    expect((await readJson('keys.json')).keys).toEqual({})
  })
})
