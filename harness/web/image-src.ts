// The harness build's version of src/renderer/src/images/image-src.ts (swapped in by
// harness/vite.config.ts): a browser cannot load tapestry:, so the pictures of the person's folders
// come from the bridge's /tapestry/<kind>/<id>, which answers what the app's protocol would.
import { parseLocalImageUrl } from '../../src/shared/local-image-url'

export function imageSrc(url: string): string {
  const local = parseLocalImageUrl(url)
  return local === null ? url : `/tapestry/${local.kind}/${local.id}`
}
