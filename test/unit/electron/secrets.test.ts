// The app's key store with a stand-in safeStorage that behaves as Electron 45's asynchronous API does
// on Linux (electron_api_safe_storage.cc over Chromium's os_crypt async): ciphertexts tagged "v11"
// when the keyring gave a key, "v10" when it fell back to the hard-coded key (which it does silently,
// isAsyncEncryptionAvailable() resolving true all the same), a "v11" ciphertext unreadable without the
// keyring, and macOS's "temporarily unavailable" refusal. Keys are kept as ciphertext only where the
// keychain really protects them, in the owner-only secrets.json the CLI uses where it does not —
// never refused — and the keychain is not touched at start when no key is saved.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFileSecretStore } from '../../../src/main/core/settings/secret-store'
import { createKeychainSecretStore } from '../../../src/main/electron/secrets'

const KEY = 'Wallhaven-Key-0123456789abcdef'

/** Reversible and visibly not the plain text (a byte-wise XOR with a key per tag), like a real cipher. */
const cipher = (tag: 'v10' | 'v11', buffer: Buffer) => Buffer.from(buffer.map((byte) => byte ^ (tag === 'v10' ? 0x5a : 0x33)))
const sealed = (tag: 'v10' | 'v11', text: string) => Buffer.concat([Buffer.from(tag), cipher(tag, Buffer.from(text))])
/** What an earlier build wrote: the same tags (the synchronous API uses them too). */
const savedCiphertext = (tag: 'v10' | 'v11', text: string) => sealed(tag, text).toString('base64')

interface Stand {
  backend?: 'basic_text' | 'gnome_libsecret' | 'kwallet6'
  /** What the keyring does when Chromium asks it: gives a key, or nothing (no service, unlock dismissed). */
  keyring?: 'gives-key' | 'none'
  /** macOS's Keychain refusing access: decryption "temporarily unavailable". */
  denied?: boolean
  rotated?: boolean
}

function fakeSafeStorage(stand: Stand = {}) {
  const calls: string[] = []
  const keyring = stand.keyring ?? 'gives-key'
  return {
    calls,
    getSelectedStorageBackend: () => {
      calls.push('getSelectedStorageBackend')
      return stand.backend ?? 'gnome_libsecret'
    },
    // Resolves true once any encryptor exists: with no keyring, the hard-coded key's (as Electron 45 does).
    isAsyncEncryptionAvailable: async () => {
      calls.push('isAsyncEncryptionAvailable')
      return true
    },
    encryptStringAsync: async (text: string) => {
      calls.push('encryptStringAsync')
      if (stand.denied) throw new Error('Error while encrypting the text provided to safeStorage.encryptStringAsync.')
      return sealed(keyring === 'gives-key' && stand.backend !== 'basic_text' ? 'v11' : 'v10', text)
    },
    decryptStringAsync: async (buffer: Buffer) => {
      calls.push('decryptStringAsync')
      const tag = buffer.subarray(0, 3).toString()
      if (stand.denied) throw new Error('safeStorage.decryptStringAsync is temporarily unavailable. Please try again.')
      if ((tag === 'v11' && keyring === 'gives-key') || tag === 'v10') return { result: cipher(tag, buffer.subarray(3)).toString(), shouldReEncrypt: Boolean(stand.rotated) }
      throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptStringAsync.')
    },
  }
}

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-keys-'))
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

interface OpenOptions {
  safeStorage?: ReturnType<typeof fakeSafeStorage>
  /** Whether the keyring's service answers on the session bus (the real check is tested on a real bus). */
  answers?: boolean
  platform?: NodeJS.Platform
  log?: (line: string) => void
  asked?: string[]
}
const open = (options: OpenOptions = {}) =>
  createKeychainSecretStore({
    dataDir,
    safeStorage: options.safeStorage ?? fakeSafeStorage(),
    platform: options.platform ?? 'linux',
    keychainAnswers: async (backend) => {
      options.asked?.push(backend)
      return options.answers ?? true
    },
    log: options.log ?? (() => undefined),
  })
const readJson = async (name: string) => JSON.parse(await readFile(path.join(dataDir, name), 'utf8').catch(() => '{}'))
const saveInKeysFile = (keys: Record<string, string>) => writeFile(path.join(dataDir, 'keys.json'), JSON.stringify({ keys }))

describe('at start', () => {
  it('touches neither the keychain nor the bus when no key is saved (no unlock prompt at login)', async () => {
    const safeStorage = fakeSafeStorage()
    const asked: string[] = []
    const store = await open({ safeStorage, asked })
    expect(store.storage?.('wallhavenApiKey')).toBeNull()
    expect(safeStorage.calls).toEqual([])
    expect(asked).toEqual([])
  })
})

describe('with a keychain that answers', () => {
  it('keeps only ciphertext on disk, and reads the key back, also after a restart', async () => {
    const store = await open()
    await store.set('wallhavenApiKey', `  ${KEY}\n`)
    expect(store.get('wallhavenApiKey')).toBe(KEY)
    expect(store.has('wallhavenApiKey')).toBe(true)
    expect(store.storage?.('wallhavenApiKey')).toBe('keychain')
    expect(store.has('unsplashAccessKey')).toBe(false)
    const file = await readFile(path.join(dataDir, 'keys.json'), 'utf8')
    expect(file).not.toContain(KEY)
    expect(Buffer.from(JSON.parse(file).keys.wallhavenApiKey, 'base64').subarray(0, 3).toString()).toBe('v11')
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

  it('re-encrypts a key the keychain says should be (a rotated key)', async () => {
    await saveInKeysFile({ redditClientId: savedCiphertext('v11', KEY) })
    const safeStorage = fakeSafeStorage({ rotated: true })
    const store = await open({ safeStorage })
    expect(store.get('redditClientId')).toBe(KEY)
    expect(safeStorage.calls.filter((call) => call === 'encryptStringAsync')).toHaveLength(1)
    expect(store.storage?.('redditClientId')).toBe('keychain')
  })

  it('treats a key the answering keychain cannot decrypt as unset, and says so once, without the key', async () => {
    await saveInKeysFile({ wallhavenApiKey: Buffer.from('garbage').toString('base64') })
    const lines: string[] = []
    const store = await open({ log: (line) => lines.push(line) })
    expect(store.has('wallhavenApiKey')).toBe(false)
    expect(store.storage?.('wallhavenApiKey')).toBeNull()
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

  it('asks the bus about the keyring of the backend Electron selected', async () => {
    const asked: string[] = []
    const store = await open({ safeStorage: fakeSafeStorage({ backend: 'kwallet6' }), asked })
    await store.set('wallhavenApiKey', KEY)
    await store.set('unsplashAccessKey', KEY)
    // Once: the answer holds for the process, as Electron's encryptor does.
    expect(asked).toEqual(['kwallet6'])
  })
})

describe('without a keychain that protects anything', () => {
  it.each([
    ['the basic_text backend (sway, Hyprland, i3…)', fakeSafeStorage({ backend: 'basic_text', keyring: 'none' }), true],
    ['a keyring backend whose service does not answer (XFCE, MATE, GNOME with no keyring running)', fakeSafeStorage({ keyring: 'none' }), false],
  ])('with %s: never refuses a key, keeps it in the owner-only file the CLI reads, and says where', async (_label, safeStorage, answers) => {
    const lines: string[] = []
    const store = await open({ safeStorage, answers: answers && safeStorage.getSelectedStorageBackend() !== 'basic_text', log: (line) => lines.push(line) })
    await store.set('redditClientSecret', KEY)
    expect(store.get('redditClientSecret')).toBe(KEY)
    expect(store.storage?.('redditClientSecret')).toBe('file')
    expect(await readJson('keys.json')).toEqual({})
    // Nothing was handed to safeStorage to be "encrypted" with the hard-coded key.
    expect(safeStorage.calls).not.toContain('encryptStringAsync')
    // The same file and mode as the command line's.
    expect(createFileSecretStore({ dataDir }).get('redditClientSecret')).toBe(KEY)
    expect((await stat(path.join(dataDir, 'secrets.json'))).mode & 0o777).toBe(0o600)
    expect(lines).toEqual(['No system keychain protects keys here: they are kept in secrets.json, readable by this user only.'])
    expect(lines.join('\n')).not.toContain(KEY)
  })

  it('keeps a key in the file when the keyring answered on the bus but safeStorage still used the hard-coded key', async () => {
    const lines: string[] = []
    const store = await open({ safeStorage: fakeSafeStorage({ keyring: 'none' }), answers: true, log: (line) => lines.push(line) })
    await store.set('wallhavenApiKey', KEY)
    expect(store.storage?.('wallhavenApiKey')).toBe('file')
    expect(await readJson('keys.json')).toEqual({})
    expect(createFileSecretStore({ dataDir }).get('wallhavenApiKey')).toBe(KEY)
    expect(lines).toEqual(['The keychain gave Tapestry no key of its own for the wallhavenApiKey: it is kept in secrets.json, readable by this user only.'])
  })

  it('moves keys an earlier build saved under the hard-coded key (no protection) to the file, saying so truthfully', async () => {
    await saveInKeysFile({ wallhavenApiKey: savedCiphertext('v10', KEY) })
    const store = await open({ safeStorage: fakeSafeStorage({ keyring: 'none' }), answers: false })
    expect(store.get('wallhavenApiKey')).toBe(KEY)
    expect(store.storage?.('wallhavenApiKey')).toBe('file')
    expect((await readJson('keys.json')).keys).toEqual({})
  })
})

describe('a saved key the keychain will not give back now', () => {
  it('on Linux with the keyring not running: kept in keys.json, said as such, not a key to set again', async () => {
    await saveInKeysFile({ unsplashAccessKey: savedCiphertext('v11', KEY) })
    const lines: string[] = []
    const store = await open({ safeStorage: fakeSafeStorage({ keyring: 'none' }), answers: false, log: (line) => lines.push(line) })
    expect(store.has('unsplashAccessKey')).toBe(false)
    expect(store.storage?.('unsplashAccessKey')).toBe('keychain-unavailable')
    expect((await readJson('keys.json')).keys.unsplashAccessKey).toBe(savedCiphertext('v11', KEY))
    expect(lines).toEqual([
      'The saved unsplashAccessKey is in the keychain, which did not give it back now (locked, access refused, or not running): it is kept; unlock the keychain and restart Tapestry.',
    ])
    // Once the keyring runs again, the same key reads.
    expect((await open()).get('unsplashAccessKey')).toBe(KEY)
  })

  it('on macOS when access is refused ("temporarily unavailable"): kept, and a new key set replaces it', async () => {
    await saveInKeysFile({ wallhavenApiKey: savedCiphertext('v11', KEY) })
    const denied = await open({ safeStorage: fakeSafeStorage({ denied: true }), platform: 'darwin' })
    expect(denied.storage?.('wallhavenApiKey')).toBe('keychain-unavailable')
    expect((await readJson('keys.json')).keys.wallhavenApiKey).toBe(savedCiphertext('v11', KEY))
    // Encryption is refused too: the new key goes to the file, and the old ciphertext goes.
    await denied.set('wallhavenApiKey', 'Another-Key-42')
    expect(denied.storage?.('wallhavenApiKey')).toBe('file')
    expect(denied.get('wallhavenApiKey')).toBe('Another-Key-42')
    expect((await readJson('keys.json')).keys).toEqual({})
  })
})
