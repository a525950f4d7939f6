// Keys in the app: encrypted with Electron's safeStorage (the system keychain), the ciphertext kept
// in the data folder. They are read only in the main process and never sent to the window.
import { safeStorage } from 'electron'
import { z } from 'zod'
import { SecretNameSchema, type SecretName } from '../../shared/settings'
import type { SecretStore } from '../core/settings/secret-store'
import { openJsonStore } from '../core/store/json-store'

const FileSchema = z.partialRecord(SecretNameSchema, z.string()).default({})

export function createSafeStorageSecretStore(dataDir: string, log: (line: string) => void): SecretStore {
  if (process.platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text') {
    log('No system keychain was found: keys are stored with only basic protection (safeStorage basic_text).')
  }
  const store = openJsonStore({ cwd: dataDir, configName: 'keys', schema: z.object({ keys: FileSchema }), fileMode: 0o600 })
  const read = (name: SecretName): string | undefined => {
    const encrypted = store.read().keys[name]
    if (!encrypted) return undefined
    try {
      return safeStorage.decryptString(Buffer.from(encrypted, 'base64'))
    } catch {
      return undefined
    }
  }
  return {
    get: read,
    has: (name) => read(name) !== undefined,
    set(name, value) {
      const trimmed = value?.trim()
      store.update((current) => {
        const keys = { ...current.keys }
        if (trimmed) keys[name] = safeStorage.encryptString(trimmed).toString('base64')
        else delete keys[name]
        return { keys }
      })
    },
  }
}
