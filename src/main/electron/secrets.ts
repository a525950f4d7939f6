// Keys in the app. Where the system keychain can be used they are encrypted with Electron's
// safeStorage (its asynchronous calls: the synchronous ones are deprecated in Electron 45) and the
// ciphertext kept in keys.json; decrypted once at start and held in the main process only. Where it
// cannot (sway, Hyprland, i3 and other desktops without a keyring select `basic_text`, which is no
// protection, or report encryption unavailable) a key is never refused: it goes to the owner-only
// secrets.json the command line uses, and Settings says "saved without a keychain". safeStorage is
// passed in, so the store is tested in Node with a stand-in.
import type { SafeStorage } from 'electron'
import { z } from 'zod'
import { SecretNameSchema, type SecretName } from '../../shared/settings'
import { parseOrThrow } from '../../shared/validation'
import { createFileSecretStore, normaliseSecret, type KeyStorage, type SecretStore } from '../core/settings/secret-store'
import { openJsonStore } from '../core/store/json-store'

const FileSchema = z.object({ keys: z.partialRecord(SecretNameSchema, z.string().min(1)).default({}) })

export interface KeychainSecretStoreOptions {
  dataDir: string
  safeStorage: Pick<SafeStorage, 'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'>
  platform?: NodeJS.Platform
  /** One line for the log; never holds a key. */
  log: (line: string) => void
  onRecovered?: (movedTo: string) => void
}

/** Whether this system's keychain protects keys: Linux's `basic_text` backend does not. */
async function keychainUsable(options: KeychainSecretStoreOptions): Promise<boolean> {
  if ((options.platform ?? process.platform) === 'linux' && options.safeStorage.getSelectedStorageBackend() === 'basic_text') return false
  try {
    return await options.safeStorage.isAsyncEncryptionAvailable()
  } catch {
    return false
  }
}

export async function createKeychainSecretStore(options: KeychainSecretStoreOptions): Promise<SecretStore> {
  const { safeStorage, log } = options
  const file = createFileSecretStore({ dataDir: options.dataDir, ...(options.onRecovered ? { onRecovered: options.onRecovered } : {}) })
  const encrypted = openJsonStore({ cwd: options.dataDir, configName: 'keys', schema: FileSchema, fileMode: 0o600, ...(options.onRecovered ? { onRecovered: options.onRecovered } : {}) })
  const usable = await keychainUsable(options)
  if (!usable) log('No system keychain can be used here: keys are kept in secrets.json, readable by this user only.')

  const remove = (name: SecretName) =>
    encrypted.update((current) => {
      const keys = { ...current.keys }
      delete keys[name]
      return { keys }
    })
  const keep = async (name: SecretName, secret: string) => {
    const ciphertext = (await safeStorage.encryptStringAsync(secret)).toString('base64')
    encrypted.update((current) => ({ keys: { ...current.keys, [name]: ciphertext } }))
  }

  // Decrypted once, here; keys saved by earlier builds (safeStorage.encryptString) read the same.
  const decrypted = new Map<SecretName, string>()
  for (const [name, ciphertext] of Object.entries(encrypted.read().keys) as [SecretName, string][]) {
    try {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(Buffer.from(ciphertext, 'base64'))
      if (!usable) {
        // Saved under basic_text by an earlier build, which protected nothing: said as it is now.
        file.set(name, result)
        remove(name)
        continue
      }
      decrypted.set(name, result)
      if (shouldReEncrypt) await keep(name, result)
    } catch {
      // The keychain changed (another user, a reinstalled system): the key is as good as unset.
      log(`The saved ${name} could not be decrypted with this system's keychain; set it again in Settings.`)
    }
  }

  return {
    get: (name) => decrypted.get(name) ?? file.get(name),
    has: (name) => decrypted.has(name) || file.has(name),
    storage(name): KeyStorage | null {
      if (decrypted.has(name)) return 'keychain'
      return file.has(name) ? 'file' : null
    },
    async set(name, value) {
      const key = parseOrThrow(SecretNameSchema, name)
      const secret = normaliseSecret(value)
      if (secret !== null && usable) {
        await keep(key, secret)
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
