// Keys in the app. Where the system keychain really protects them they are encrypted with Electron's
// safeStorage (its asynchronous calls: the synchronous ones are deprecated in Electron 45) and the
// ciphertext kept in keys.json; decrypted once at start and held in the main process only. Where it
// does not — Linux's basic_text backend, a keyring whose service does not answer on the session bus,
// or a ciphertext made with Chromium's hard-coded key (src/main/core/settings/keychain-service.ts
// says how each is told) — a key is never refused: it goes to the owner-only secrets.json the
// command line uses, and Settings says "saved without a keychain".
// The keychain is not touched at start unless a key is saved in it (asking it may show an unlock
// prompt at login); with none, protection is decided when the first key is set. A key the keychain
// will not give back now (locked, access refused, its service not running) is kept, and said so:
// it is not a key to set again. safeStorage is passed in, so the store is tested in Node with a stand-in.
import type { SafeStorage } from 'electron'
import { z } from 'zod'
import { SecretNameSchema, type SecretName } from '../../shared/settings'
import { parseOrThrow } from '../../shared/validation'
import { isTemporarilyUnavailable, linuxKeychainAnswers, madeWithHardCodedKey } from '../core/settings/keychain-service'
import { createFileSecretStore, normaliseSecret, type KeyStorage, type SecretStore } from '../core/settings/secret-store'
import { openJsonStore } from '../core/store/json-store'

const FileSchema = z.object({ keys: z.partialRecord(SecretNameSchema, z.string().min(1)).default({}) })

type Env = Readonly<Record<string, string | undefined>>

export interface KeychainSecretStoreOptions {
  dataDir: string
  /** getSelectedStorageBackend exists on Linux only (electron.d.ts: "@platform linux"). */
  safeStorage: Pick<SafeStorage, 'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync'> & Partial<Pick<SafeStorage, 'getSelectedStorageBackend'>>
  platform?: NodeJS.Platform
  env?: Env
  /** Whether the keyring behind a Linux backend answers now (default: asked on the session bus). */
  keychainAnswers?: (backend: string) => Promise<boolean>
  /** One line for the log; never holds a key. */
  log: (line: string) => void
  onRecovered?: (movedTo: string) => void
}

const NO_KEYCHAIN = 'No system keychain protects keys here: they are kept in secrets.json, readable by this user only.'

export async function createKeychainSecretStore(options: KeychainSecretStoreOptions): Promise<SecretStore> {
  const { safeStorage, log } = options
  const platform = options.platform ?? process.platform
  const env = options.env ?? process.env
  const keychainAnswers = options.keychainAnswers ?? ((backend: string) => linuxKeychainAnswers(backend, env))
  const backend = () => safeStorage.getSelectedStorageBackend?.() ?? 'unknown'
  const file = createFileSecretStore({ dataDir: options.dataDir, ...(options.onRecovered ? { onRecovered: options.onRecovered } : {}) })
  const encrypted = openJsonStore({ cwd: options.dataDir, configName: 'keys', schema: FileSchema, fileMode: 0o600, ...(options.onRecovered ? { onRecovered: options.onRecovered } : {}) })

  /** Asked once, when first needed: whether the Linux keyring answers on the session bus. */
  let answering: Promise<boolean> | undefined
  const keyringAnswers = () => (answering ??= keychainAnswers(backend()))
  /** Asked once, when first needed: whether a key given to safeStorage now would be protected. */
  let usable: Promise<boolean> | undefined
  const keychainUsable = () =>
    (usable ??= (async () => {
      if (platform === 'linux' && !(await keyringAnswers())) {
        log(NO_KEYCHAIN)
        return false
      }
      try {
        return await safeStorage.isAsyncEncryptionAvailable()
      } catch {
        return false
      }
    })())

  const remove = (name: SecretName) =>
    encrypted.update((current) => {
      const keys = { ...current.keys }
      delete keys[name]
      return { keys }
    })
  /** Encrypts into keys.json; false when what safeStorage gave back protects nothing (or it failed). */
  const keep = async (name: SecretName, secret: string): Promise<boolean> => {
    let ciphertext: Buffer
    try {
      ciphertext = await safeStorage.encryptStringAsync(secret)
    } catch {
      log(`The keychain did not encrypt the ${name}: it is kept in secrets.json, readable by this user only.`)
      return false
    }
    if (madeWithHardCodedKey(platform, ciphertext)) {
      // The keyring answered on the bus but gave no key (unlock dismissed, a collection it could not make).
      log(`The keychain gave Tapestry no key of its own for the ${name}: it is kept in secrets.json, readable by this user only.`)
      return false
    }
    encrypted.update((current) => ({ keys: { ...current.keys, [name]: ciphertext.toString('base64') } }))
    return true
  }

  // Decrypted once, here; keys saved by earlier builds (safeStorage.encryptString) read the same.
  const decrypted = new Map<SecretName, string>()
  /** Saved in the keychain, which will not give them back now: kept, never asked for again. */
  const unavailable = new Set<SecretName>()
  for (const [name, base64] of Object.entries(encrypted.read().keys) as [SecretName, string][]) {
    const ciphertext = Buffer.from(base64, 'base64')
    try {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(ciphertext)
      if (madeWithHardCodedKey(platform, ciphertext)) {
        // Saved by an earlier build under Chromium's hard-coded key, which protected nothing: said as it is now.
        file.set(name, result)
        remove(name)
        continue
      }
      decrypted.set(name, result)
      // A rotated key: the new ciphertext replaces the old only when it is the keychain's too; else the old one, which still reads, stays.
      if (shouldReEncrypt) {
        const renewed = await safeStorage.encryptStringAsync(result).catch(() => null)
        if (renewed && !madeWithHardCodedKey(platform, renewed)) encrypted.update((current) => ({ keys: { ...current.keys, [name]: renewed.toString('base64') } }))
      }
    } catch (error) {
      if (isTemporarilyUnavailable(error) || (platform === 'linux' && !(await keyringAnswers()))) {
        unavailable.add(name)
        log(`The saved ${name} is in the keychain, which did not give it back now (locked, access refused, or not running): it is kept; unlock the keychain and restart Tapestry.`)
        continue
      }
      // The keychain answers but cannot read it (another user's, a reinstalled system): as good as unset.
      log(`The saved ${name} could not be decrypted with this system's keychain; set it again in Settings.`)
    }
  }

  return {
    get: (name) => decrypted.get(name) ?? file.get(name),
    has: (name) => decrypted.has(name) || file.has(name),
    storage(name): KeyStorage | null {
      if (decrypted.has(name)) return 'keychain'
      if (unavailable.has(name)) return 'keychain-unavailable'
      return file.has(name) ? 'file' : null
    },
    async set(name, value) {
      const key = parseOrThrow(SecretNameSchema, name)
      const secret = normaliseSecret(value)
      unavailable.delete(key)
      if (secret !== null && (await keychainUsable()) && (await keep(key, secret))) {
        decrypted.set(key, secret)
        // One copy only: a key once kept without the keychain leaves the file.
        if (file.has(key)) file.set(key, null)
        return
      }
      if (secret !== null) file.set(key, secret)
      else if (file.has(key)) file.set(key, null)
      if (decrypted.delete(key) || key in encrypted.read().keys) remove(key)
    },
  }
}
