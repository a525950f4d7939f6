// "Start Tapestry when I log in" turned off through the contract, as Settings does.
import { windowCaller } from './support.mjs'

export async function run({ record }) {
  const off = await windowCaller(record)('loginItem.set', { enabled: false })
  return { platform: process.platform, off, loginItemSettings: record.loginItemSettings }
}
