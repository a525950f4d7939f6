// "Start Tapestry when I log in" turned on through the contract, as Settings does: what the app
// answers, and what it asked Electron's login item settings for (record.loginItemSettings).
import { windowCaller } from './support.mjs'

export async function run({ record }) {
  const call = windowCaller(record)
  const before = await call('loginItem.get', undefined)
  const on = await call('loginItem.set', { enabled: true })
  return { platform: process.platform, before, on, loginItemSettings: record.loginItemSettings }
}
