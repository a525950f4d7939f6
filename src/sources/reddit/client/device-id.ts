import { randomInt } from 'node:crypto'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
const LENGTH = 25

/**
 * A new id for Reddit's installed-app grant, which asks for one unique to each device, 20 to 30
 * characters (docs/apis.md, Reddit "OAuth"). Made once per installation: the caller keeps it in the settings.
 */
export function generateRedditDeviceId(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
}
