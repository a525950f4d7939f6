// The app's Chromium profile and Tapestry's data never share a folder.
import { describe, expect, it } from 'vitest'
import { chromiumProfileDir } from '../../../src/main/core/system/data-dir'

describe('chromiumProfileDir', () => {
  it('on macOS moves the profile out of the data folder, which Electron would otherwise share (any case)', () => {
    const dataDir = '/Users/ana/Library/Application Support/Tapestry'
    expect(chromiumProfileDir({ dataDir, chosen: false, electronDefault: '/Users/ana/Library/Application Support/Tapestry', platform: 'darwin' })).toBe(`${dataDir}/electron`)
    // Run from a checkout Electron names the folder after package.json's "tapestry": the same folder on APFS.
    expect(chromiumProfileDir({ dataDir, chosen: false, electronDefault: '/Users/ana/Library/Application Support/tapestry', platform: 'darwin' })).toBe(`${dataDir}/electron`)
  })

  it('leaves Electron its own folder where it is another one (Linux, Windows)', () => {
    expect(chromiumProfileDir({ dataDir: '/home/ana/.local/share/Tapestry', chosen: false, electronDefault: '/home/ana/.config/Tapestry', platform: 'linux' })).toBeNull()
    expect(chromiumProfileDir({ dataDir: 'C:\\Users\\ana\\AppData\\Local\\Tapestry\\Data', chosen: false, electronDefault: 'C:\\Users\\ana\\AppData\\Roaming\\Tapestry', platform: 'win32' })).toBeNull()
  })

  it('on Linux, a case-sensitive system, only the very same folder counts as shared', () => {
    expect(chromiumProfileDir({ dataDir: '/data/Tapestry', chosen: false, electronDefault: '/data/tapestry', platform: 'linux' })).toBeNull()
    expect(chromiumProfileDir({ dataDir: '/data/Tapestry', chosen: false, electronDefault: '/data/Tapestry/', platform: 'linux' })).toBe('/data/Tapestry/electron')
  })

  it('gives a chosen data folder (TAPESTRY_DATA_DIR) its own profile inside it', () => {
    expect(chromiumProfileDir({ dataDir: '/tmp/profile-a', chosen: true, electronDefault: '/home/ana/.config/tapestry', platform: 'linux' })).toBe('/tmp/profile-a/electron')
  })
})
