// Keys through the built app and the stub's safeStorage: what the keychain was asked at start, where
// Settings says a key is, a key saved through Settings (TAPESTRY_STUB_SET_KEY=1), and the files.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { windowCaller } from './support.mjs'

export const KEY = 'Keychain-Key-0123456789'

export async function run({ record, dataDir }) {
  // Everything the app asked safeStorage while it started, before anything below.
  const atStart = [...record.safeStorageCalls]
  const call = windowCaller(record)
  const file = (name) => (existsSync(join(dataDir, name)) ? readFileSync(join(dataDir, name), 'utf8') : '')
  const report = { atStart, storageAtStart: (await call('settings.get', undefined)).keyStorage.wallhavenApiKey }
  if (process.env.TAPESTRY_STUB_SET_KEY === '1') {
    const saved = await call('settings.set', { secrets: { wallhavenApiKey: KEY } })
    report.storageAfterSet = saved.keyStorage.wallhavenApiKey
    report.hasKey = saved.hasKey.wallhavenApiKey
  }
  const keys = file('keys.json')
  const saved = keys ? JSON.parse(keys).keys.wallhavenApiKey : undefined
  report.keysFileTag = saved ? Buffer.from(saved, 'base64').subarray(0, 3).toString('latin1') : null
  report.keyInKeysFile = keys.includes(KEY)
  report.keyInSecretsFile = file('secrets.json').includes(KEY)
  report.calls = [...record.safeStorageCalls]
  report.log = file(join('logs', 'tapestry.log'))
  return report
}
