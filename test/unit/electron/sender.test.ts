import { describe, expect, it } from 'vitest'
import { isTrustedSender } from '../../../src/main/electron/sender'

const trusted = { webContentsId: 7, rendererUrl: 'file:///opt/Tapestry/resources/app/out/renderer/index.html' }
const event = (url: string | null, parent: unknown = null, id = 7) => ({ senderFrame: url === null ? null : { url, parent }, sender: { id } })

describe('isTrustedSender', () => {
  it('trusts our window main frame showing our page (any hash)', () => {
    expect(isTrustedSender(event('file:///opt/Tapestry/resources/app/out/renderer/index.html#/search/wallhaven'), trusted)).toBe(true)
  })

  it.each([
    ['a sub-frame', event('file:///opt/Tapestry/resources/app/out/renderer/index.html', { url: 'x' })],
    ['another page', event('file:///opt/Tapestry/resources/app/out/renderer/other.html')],
    ['a look-alike path', event('file:///opt/Tapestry/resources/app/out/renderer/index.html.evil/index.html')],
    ['a web page', event('https://example.com/index.html')],
    ['a null frame', event(null)],
    ['another webContents', event('file:///opt/Tapestry/resources/app/out/renderer/index.html', null, 8)],
    ['garbage', event('not a url')],
  ])('refuses %s', (_name, candidate) => {
    expect(isTrustedSender(candidate, trusted)).toBe(false)
  })

  it('compares the dev server by origin, not by prefix', () => {
    const dev = { webContentsId: 7, rendererUrl: 'http://localhost:5173/' }
    expect(isTrustedSender(event('http://localhost:5173/#/settings'), dev)).toBe(true)
    expect(isTrustedSender(event('http://localhost:5173.evil.com/'), dev)).toBe(false)
    expect(isTrustedSender(event('http://localhost:5174/'), dev)).toBe(false)
    expect(isTrustedSender(event('http://localhost:5173/other.html'), dev)).toBe(false)
  })

  it('refuses everything before the window exists', () => {
    expect(isTrustedSender(event('file:///opt/Tapestry/resources/app/out/renderer/index.html'), null)).toBe(false)
  })
})
