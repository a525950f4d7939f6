// A source whose configuration is invalid (a bad TAPESTRY_*_URL, say) stands in the app as this:
// every call to it fails with the sentence that names the bad setting, while the other sources work.
import type { TapestryError } from '../errors/errors'

export function unavailableClient<Client extends object>(error: TapestryError): Client {
  return new Proxy({} as Client, {
    get: () => () => {
      throw error
    },
  })
}
