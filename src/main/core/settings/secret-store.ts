// Where API keys live, apart from the settings: they never travel with settings to a window, a
// log or an error. The CLI uses the file-backed store below (secrets.json, readable by the owner
// only); the Electron app keeps them with the system keychain where there is one
// (src/main/electron/secrets.ts) and in this same file where there is not.
import { chmodSync, existsSync } from 'node:fs'
import { z } from 'zod'
import { parseOrThrow } from '../../../shared/validation'
import { openJsonStore, type OnRecovered } from '../store/json-store'
import { SecretNameSchema, type SecretName } from './schema'

/** Where a key is kept: the system keychain, the owner-only file, or the keychain that will not give it back now. */
export type KeyStorage = 'keychain' | 'file' | 'keychain-unavailable'

export interface SecretStore {
  get(name: SecretName): string | undefined
  /** null (or a blank value) removes the secret. */
  set(name: SecretName, value: string | null): void | Promise<void>
  has(name: SecretName): boolean
  /** Where the key is kept, or null when it is not set (or kept in memory only). */
  storage?(name: SecretName): KeyStorage | null
}

const SECRETS_FILE_MODE = 0o600

/** Keys and ids are single-line tokens; anything else is a paste gone wrong. */
const SecretValueSchema = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.string().max(1024).regex(/^[^\s]*$/, 'must be a single token without spaces or line breaks'))

/**
 * A key as every store keeps it: trimmed and checked, or null for "none" (null or blank). The one
 * rule for what a key may be, so the app's keychain store and the CLI's file accept the same keys.
 */
export function normaliseSecret(value: string | null): string | null {
  const secret = value === null ? '' : parseOrThrow(SecretValueSchema, value)
  return secret === '' ? null : secret
}

const SecretsFileSchema = z.object(
  Object.fromEntries(SecretNameSchema.options.map((name) => [name, z.string().min(1).optional()])) as Record<
    SecretName,
    z.ZodOptional<z.ZodString>
  >,
)

export interface FileSecretStoreOptions {
  dataDir: string
  /** Where a broken file was kept, and which values were put back when it was mended rather than moved aside. */
  onRecovered?: OnRecovered
}

export interface FileSecretStore extends SecretStore {
  readonly path: string
  readonly recovered: readonly string[]
  set(name: SecretName, value: string | null): void
}

export function createFileSecretStore(options: FileSecretStoreOptions): FileSecretStore {
  const store = openJsonStore({
    cwd: options.dataDir,
    configName: 'secrets',
    schema: SecretsFileSchema,
    fileMode: SECRETS_FILE_MODE,
    ...(options.onRecovered ? { onRecovered: options.onRecovered } : {}),
  })
  // A file made by hand or by an older version may be readable by others; the mode on creation
  // does not fix that.
  if (process.platform !== 'win32' && existsSync(store.path)) chmodSync(store.path, SECRETS_FILE_MODE)

  return {
    path: store.path,
    get recovered() {
      return store.recovered
    },
    get(name) {
      return store.read()[parseOrThrow(SecretNameSchema, name)]
    },
    set(name, value) {
      const key = parseOrThrow(SecretNameSchema, name)
      const secret = normaliseSecret(value)
      store.update((current) => {
        const next = { ...current }
        if (secret === null) delete next[key]
        else next[key] = secret
        return next
      })
    },
    has(name) {
      return store.read()[parseOrThrow(SecretNameSchema, name)] !== undefined
    },
    storage(name) {
      return store.read()[parseOrThrow(SecretNameSchema, name)] !== undefined ? 'file' : null
    },
  }
}

/** A store that keeps secrets in memory only (tests, and sessions that must not write keys). */
export function createMemorySecretStore(initial: Partial<Record<SecretName, string>> = {}): SecretStore {
  const secrets = new Map<SecretName, string>(Object.entries(initial) as [SecretName, string][])
  return {
    get: (name) => secrets.get(name),
    set: (name, value) => {
      const secret = normaliseSecret(value)
      if (secret === null) secrets.delete(name)
      else secrets.set(name, secret)
    },
    has: (name) => secrets.has(name),
  }
}
