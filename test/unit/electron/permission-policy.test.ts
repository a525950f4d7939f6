// The window's permissions: clipboard writing for our own page's main frame, nothing else.
import { describe, expect, it } from 'vitest'
import { CLIPBOARD_WRITE, isPermissionAllowed } from '../../../src/main/electron/permission-policy'

const PAGE = 'file:///opt/Tapestry/resources/app.asar/out/renderer/index.html'
const ours = { permission: CLIPBOARD_WRITE, fromOurWindow: true, isMainFrame: true, requestingUrl: `${PAGE}#/search/wallhaven` }

describe('permissions', () => {
  it('lets our page write to the clipboard', () => {
    expect(isPermissionAllowed(ours, PAGE)).toBe(true)
  })

  it.each(['clipboard-read', 'notifications', 'geolocation', 'media', 'openExternal', 'fullscreen', 'unknown'])('denies %s, even to our page', (permission) => {
    expect(isPermissionAllowed({ ...ours, permission }, PAGE)).toBe(false)
  })

  it.each([
    ['another window', { fromOurWindow: false }],
    ['a sub-frame', { isMainFrame: false }],
    ['another page', { requestingUrl: 'https://evil.example/' }],
    ['a look-alike path', { requestingUrl: `${PAGE}.evil` }],
    ['no document', { requestingUrl: undefined }],
  ])('denies clipboard writing to %s', (_label, change) => {
    expect(isPermissionAllowed({ ...ours, ...change }, PAGE)).toBe(false)
  })
})
