// The sentence that says what a scan left out of a folder: counts by reason, a few names inside
// the folder (sorted, so the same folder always reads the same), where a link leads, and nothing
// at all when nothing was left out.
import { describe, expect, it } from 'vitest'
import { fromBytes } from '../../../src/main/core/local-folders/path-bytes'
import { skippedSentence, type Skip } from '../../../src/main/core/local-folders/skips'

const FOLDER = '/home/ana/Pictures'
const at = (name: string) => `${FOLDER}/${name}`

describe('what a scan left out, in one sentence', () => {
  it('is nothing when nothing was left out', () => {
    expect(skippedSentence(FOLDER, [])).toBeNull()
  })

  it('counts each reason, names the first two inside the folder, and says why once when it is the same', () => {
    const skips: Skip[] = [
      { path: at('d.jpg'), reason: 'unreadable', detail: 'permission denied' },
      { path: at('b.jpg'), reason: 'unreadable', detail: 'permission denied' },
      { path: at('shut'), reason: 'unreadable', detail: 'permission denied', folder: true },
      { path: at('usr'), reason: 'link-outside', detail: '/usr' },
      { path: fromBytes(Buffer.from(`${FOLDER}/huge-caf\xe9.jpg`, 'latin1')), reason: 'too-large', detail: null },
    ]
    expect(skippedSentence(FOLDER, skips, 2)?.message).toBe(
      'Skipped 7 files: 3 cannot be read (permission denied: b.jpg, d.jpg, …); 1 is a link out of the folder, which is not followed (usr → /usr); 1 is larger than a wallpaper can be (huge-café.jpg); 2 are not JPEG, PNG, WebP or GIF pictures.',
    )
  })
})
