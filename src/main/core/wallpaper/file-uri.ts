// file:// URIs are built with a real encoder (a space is %20, a # is %23) and decoded the same way
// when read back, so comparing a read-back value with the path set is exact.
import { fileURLToPath, pathToFileURL } from 'node:url'

export function toFileUri(path: string): string {
  return pathToFileURL(path).href
}

/** The path a desktop's stored value names: a file:// URI decoded, a plain path as it is, anything else unchanged (it will not match). */
export function fromStoredLocation(value: string): string {
  if (/^file:\/\//i.test(value)) {
    try {
      return fileURLToPath(value)
    } catch {
      return value
    }
  }
  return value
}
