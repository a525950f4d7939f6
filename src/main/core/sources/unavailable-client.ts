// A source whose configuration is invalid (a bad TAPESTRY_*_URL, say) stands in the app as this:
// every call to it fails with the sentence that names the bad setting, while the other sources work.
// What is data rather than a call (rotation's shaping, an installation id) is absent, so nothing
// mistakes the stand-in for a source that has them.
import type { TapestryError } from '../errors/errors'

const NOT_CALLS = new Set<PropertyKey>(['rotation', 'installationId', 'then'])

export function unavailableClient<Client extends object>(error: TapestryError): Client {
  return new Proxy({} as Client, {
    get: (_target, property) => {
      if (NOT_CALLS.has(property)) return undefined
      // A source's own operations are asked by name: each fails the same way.
      if (property === 'operations') return new Proxy({}, { get: () => () => Promise.reject(error) })
      return () => {
        throw error
      }
    },
  })
}
