// Keys in the app: encrypted with Electron's safeStorage (the system keychain), the ciphertext
// (base64) kept in keys.json in the data folder. They are read only in the main process and never
// sent to the window. safeStorage is passed in, so the store is tested in Node with a stand-in.
import type { SafeStorage } from 'electron'
import { z } from 'zod'
import { SecretNameSchema, type SecretName } from '../../shared/settings'
import { CredentialsError } from '../core/errors'
import { normaliseSecret, type SecretStore } from '../core/settings/secret-store'
import { openJsonStore } from '../core/store/json-store'
import { parseOrThrow } from '../../shared/validation'

const FileSchema = z.object({ keys: z.partialRecord(SecretNameSchema, z.string().min(1)).default({}) })

export interface SafeStorageSecretStoreOptions {
  dataDir: string
  safeStorage: Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString' | 'getSelectedStorageBackend'>
  platform?: NodeJS.Platform
  /** One line for the log; never holds a key. */
  log: (line: string) => void
}

export function createSafeStorageSecretStore(options: SafeStorageSecretStoreOptions): SecretStore {
  const { safeStorage, log } = options
  if ((options.platform ?? process.platform) === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text') {
    log('No system keychain was found: keys are stored with only basic protection (safeStorage basic_text).')
  }
  const store = openJsonStore({ cwd: options.dataDir, configName: 'keys', schema: FileSchema, fileMode: 0o600 })
  const unreadable = new Set<SecretName>()

  const read = (name: SecretName): string | undefined => {
    const encrypted = store.read().keys[name]
    if (!encrypted) return undefined
    try {
      return safeStorage.decryptString(Buffer.from(encrypted, 'base64'))
    } catch {
      // The keychain changed (another user, a reinstalled system): the key is as good as unset.
      if (!unreadable.has(name)) log(`The saved ${name} could not be decrypted with this system's keychain; set it again in Settings.`)
      unreadable.add(name)
      return undefined
    }
  }

  return {
    get: read,
    has: (name) => read(name) !== undefined,
    set(name, value) {
      const key = parseOrThrow(SecretNameSchema, name)
      const secret = normaliseSecret(value)
      if (secret !== null && !safeStorage.isEncryptionAvailable()) {
        throw new CredentialsError('Tapestry cannot keep keys on this system: no secure storage is available.')
      }
      store.update((current) => {
        const keys = { ...current.keys }
        if (secret === null) delete keys[key]
        else keys[key] = safeStorage.encryptString(secret).toString('base64')
        return { keys }
      })
      unreadable.delete(key)
    },
  }
}
