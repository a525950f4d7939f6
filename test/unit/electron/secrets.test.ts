// The safeStorage secret store with a stand-in safeStorage: keys are kept only as ciphertext, follow
// the same rule as the CLI's store, and a Linux machine without a keychain is warned about.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSafeStorageSecretStore } from '../../../src/main/electron/secrets'

const KEY = 'Wallhaven-Key-0123456789abcdef'

/** Reversible and visibly not the plain text (a byte-wise XOR), like a real keychain's cipher. */
function fakeSafeStorage(backend: 'basic_text' | 'gnome_libsecret' = 'gnome_libsecret', available = true) {
  const flip = (buffer: Buffer) => Buffer.from(buffer.map((byte) => byte ^ 0x5a))
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (text: string) => flip(Buffer.from(`v10${text}`)),
    decryptString: (buffer: Buffer) => {
      const text = flip(buffer).toString()
      if (!text.startsWith('v10')) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.')
      return text.slice(3)
    },
  }
}

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-keys-'))
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

describe('safeStorage secret store', () => {
  it('keeps only ciphertext on disk, and reads the key back', async () => {
    const store = createSafeStorageSecretStore({ dataDir, safeStorage: fakeSafeStorage(), platform: 'linux', log: () => undefined })
    store.set('wallhavenApiKey', `  ${KEY}\n`)
    expect(store.get('wallhavenApiKey')).toBe(KEY)
    expect(store.has('wallhavenApiKey')).toBe(true)
    expect(store.has('unsplashAccessKey')).toBe(false)
    const file = await readFile(path.join(dataDir, 'keys.json'), 'utf8')
    expect(file).not.toContain(KEY)
    expect(JSON.parse(file).keys.wallhavenApiKey).toMatch(/^[A-Za-z0-9+/]+=*$/)
  })

  it('removes a key set to null or blank', () => {
    const store = createSafeStorageSecretStore({ dataDir, safeStorage: fakeSafeStorage(), platform: 'linux', log: () => undefined })
    store.set('unsplashAccessKey', KEY)
    store.set('unsplashAccessKey', '   ')
    expect(store.has('unsplashAccessKey')).toBe(false)
    store.set('unsplashAccessKey', KEY)
    store.set('unsplashAccessKey', null)
    expect(store.get('unsplashAccessKey')).toBeUndefined()
  })

  it('refuses what the CLI refuses: a key with spaces is a paste gone wrong', () => {
    const store = createSafeStorageSecretStore({ dataDir, safeStorage: fakeSafeStorage(), platform: 'linux', log: () => undefined })
    expect(() => store.set('wallhavenApiKey', 'two words')).toThrow(expect.objectContaining({ kind: 'validation' }))
    expect(store.has('wallhavenApiKey')).toBe(false)
  })

  it('warns, without a key, when Linux has only the basic text backend', () => {
    const lines: string[] = []
    const store = createSafeStorageSecretStore({ dataDir, safeStorage: fakeSafeStorage('basic_text'), platform: 'linux', log: (line) => lines.push(line) })
    store.set('redditClientSecret', KEY)
    expect(lines).toEqual(['No system keychain was found: keys are stored with only basic protection (safeStorage basic_text).'])
    expect(lines.join('\n')).not.toContain(KEY)
    const quiet: string[] = []
    createSafeStorageSecretStore({ dataDir, safeStorage: fakeSafeStorage('gnome_libsecret'), platform: 'linux', log: (line) => quiet.push(line) })
    expect(quiet).toEqual([])
  })

  it('refuses to store a key when no secure storage is available', () => {
    const store = createSafeStorageSecretStore({ dataDir, safeStorage: fakeSafeStorage('gnome_libsecret', false), platform: 'darwin', log: () => undefined })
    expect(() => store.set('wallhavenApiKey', KEY)).toThrow(expect.objectContaining({ kind: 'credentials' }))
  })

  it('treats a key the keychain can no longer decrypt as unset, and says so once', () => {
    const lines: string[] = []
    const first = createSafeStorageSecretStore({ dataDir, safeStorage: fakeSafeStorage(), platform: 'linux', log: () => undefined })
    first.set('wallhavenApiKey', KEY)
    const otherKeychain = {
      ...fakeSafeStorage(),
      decryptString: (): string => {
        throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.')
      },
    }
    const second = createSafeStorageSecretStore({ dataDir, safeStorage: otherKeychain, platform: 'linux', log: (line) => lines.push(line) })
    expect(second.get('wallhavenApiKey')).toBeUndefined()
    expect(second.has('wallhavenApiKey')).toBe(false)
    expect(lines).toEqual(["The saved wallhavenApiKey could not be decrypted with this system's keychain; set it again in Settings."])
  })
})
