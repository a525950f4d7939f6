// Whether a key Electron's safeStorage encrypts on Linux is protected by anything, decided from
// what is really there rather than from what safeStorage says:
// - getSelectedStorageBackend() names the backend Chromium *selects* from --password-store and the
//   desktop (os_crypt::SelectBackend: GNOME, XFCE, Cinnamon… select gnome_libsecret), not
//   one that works (Electron 45: shell/browser/electron_browser_main_parts.cc sets it before any
//   keyring is asked).
// - The asynchronous API asks the keyring when first used (Chromium's
//   components/os_crypt/async/browser/freedesktop_secret_key_provider.cc: CheckForServiceAndStart
//   on org.freedesktop.secrets, or on kwalletd for KDE) and, when nothing answers, falls back
//   silently to PosixKeyProvider, whose key is the hard-coded PBKDF2("peanuts") with the tag "v10"
//   (posix_key_provider.cc); isAsyncEncryptionAvailable() resolves true all the same
//   (electron_api_safe_storage.cc resolves it once any encryptor exists).
// So a key counts as protected on Linux only when the backend is a keyring, its service answers on
// the session bus, and the ciphertext does not carry the hard-coded key's "v10" tag (the keyring
// key's tag is "v11": freedesktop_secret_key_provider.cc kEncryptionTag).
import { answers, busNameState, type BusNameState } from '../dbus/bus-name'

type Env = Readonly<Record<string, string | undefined>>

/**
 * The session-bus name of the keyring a Linux backend stands for; null for basic_text (or
 * "unknown"), which has none. The names are the ones Chromium asks for (kSecretServiceName,
 * kKWalletDService / kKWalletD5Service / kKWalletD6Service in freedesktop_secret_key_provider.h).
 */
export function keychainBusName(backend: string): string | null {
  switch (backend) {
    case 'gnome_libsecret':
      return 'org.freedesktop.secrets'
    case 'kwallet':
      return 'org.kde.kwalletd'
    case 'kwallet5':
      return 'org.kde.kwalletd5'
    case 'kwallet6':
      return 'org.kde.kwalletd6'
    default:
      // basic_text: "the desktop environment is not recognised" or --password-store=basic
      // (electron.d.ts, getSelectedStorageBackend). A keyring the async API might still find on
      // such a desktop is not counted: Tapestry claims protection only where the backend says so too.
      return null
  }
}

/** Whether the keyring behind `backend` answers now: its daemon owns its name, or the bus would start it. */
export async function linuxKeychainAnswers(backend: string, env: Env, ask: (name: string, env: Env) => Promise<BusNameState> = busNameState): Promise<boolean> {
  const name = keychainBusName(backend)
  return name !== null && answers(await ask(name, env))
}

/** The tag of a ciphertext made with Chromium's hard-coded Linux key: protected by nothing. */
const HARD_CODED_KEY_TAG = 'v10'

/** On Linux, whether this ciphertext was made with the hard-coded key (on macOS "v10" is the Keychain's own key). */
export function madeWithHardCodedKey(platform: NodeJS.Platform, ciphertext: Buffer): boolean {
  return platform === 'linux' && ciphertext.subarray(0, HARD_CODED_KEY_TAG.length).toString('latin1') === HARD_CODED_KEY_TAG
}

/**
 * A decryption refused for now, not for good: Electron rejects with this when Chromium's key provider
 * says kTemporarilyUnavailable (electron_api_safe_storage.cc: "safeStorage.decryptStringAsync is
 * temporarily unavailable. Please try again."; macOS's Keychain provider answers so when access is
 * denied, keychain_key_provider.cc). The key is still there: it must not be dropped or asked for again.
 */
export function isTemporarilyUnavailable(error: unknown): boolean {
  return error instanceof Error && /temporarily unavailable/i.test(error.message)
}
