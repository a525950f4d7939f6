// How Tapestry tells how it was installed, and so whether it updates itself.
import { describe, expect, it } from 'vitest'
import { installChannel, updateAbility, type InstallFacts } from '../../../src/main/core/updates/install-channel'
import { updateFault } from '../../../src/main/core/updates/update-fault'

function facts(change: Partial<InstallFacts> & { files?: Record<string, string> } = {}): InstallFacts {
  const files = change.files ?? {}
  return {
    platform: 'linux',
    env: {},
    isPackaged: true,
    resourcesPath: '/opt/Tapestry/resources',
    execPath: '/opt/Tapestry/tapestry',
    productName: 'Tapestry',
    exists: (file) => file in files,
    readText: (file) => files[file] ?? null,
    ...change,
  }
}

describe('installChannel', () => {
  it.each([
    ['an AppImage', facts({ env: { APPIMAGE: '/home/ana/Apps/Tapestry-1.0.0.AppImage' } }), 'appimage'],
    [
      'an AppImage that electron-builder left a package-type in',
      facts({ env: { APPIMAGE: '/home/ana/Apps/Tapestry-1.0.0.AppImage', APPDIR: '/tmp/.mount_TapestXYZ' }, execPath: '/tmp/.mount_TapestXYZ/tapestry', resourcesPath: '/tmp/.mount_TapestXYZ/resources', files: { '/tmp/.mount_TapestXYZ/resources/package-type': 'deb' } }),
      'appimage',
    ],
    ['a .deb', facts({ files: { '/opt/Tapestry/resources/package-type': 'deb\n' } }), 'deb'],
    ['an .rpm', facts({ files: { '/opt/Tapestry/resources/package-type': 'rpm' } }), 'rpm'],
    ['a .deb even with APPIMAGE left in the environment', facts({ env: { APPIMAGE: '/x.AppImage' }, files: { '/opt/Tapestry/resources/package-type': 'deb' } }), 'deb'],
    ['Flatpak (FLATPAK_ID)', facts({ env: { FLATPAK_ID: 'io.github.tapestryapp.Tapestry' } }), 'flatpak'],
    ['Flatpak (/.flatpak-info)', facts({ files: { '/.flatpak-info': '[Application]' } }), 'flatpak'],
    ['a snap', facts({ env: { SNAP: '/snap/tapestry/1' } }), 'snap'],
    ['an unpacked Linux folder', facts(), 'portable'],
    ['the sources (npm start)', facts({ isPackaged: false, env: { APPIMAGE: '/x.AppImage' } }), 'sources'],
    ['macOS', facts({ platform: 'darwin' }), 'mac'],
    ['the Windows installer', facts({ platform: 'win32', execPath: 'C:\\Users\\ana\\AppData\\Local\\Programs\\Tapestry\\Tapestry.exe', files: { 'C:\\Users\\ana\\AppData\\Local\\Programs\\Tapestry\\Uninstall Tapestry.exe': '' } }), 'nsis'],
    ['an unpacked Windows folder', facts({ platform: 'win32', execPath: 'D:\\Tapestry\\Tapestry.exe' }), 'portable'],
  ])('%s', (_name, given, expected) => {
    expect(installChannel(given)).toBe(expected)
  })

  it('updates itself only as an AppImage, on macOS and from the Windows installer; says who updates it otherwise', () => {
    const able = (['appimage', 'mac', 'nsis', 'deb', 'rpm', 'pacman', 'flatpak', 'snap', 'sources', 'portable'] as const).filter((channel) => updateAbility(channel).canUpdate)
    expect(able).toEqual(['appimage', 'mac', 'nsis'])
    expect(updateAbility('flatpak')).toEqual({
      canUpdate: false,
      detail: expect.stringMatching(/^Installed with Flatpak: Flatpak .* keeps Tapestry up to date\.$/),
      detailText: { key: 'system.updates.flatpak', values: {} },
    })
  })
})

describe('updateFault', () => {
  it.each([
    [Object.assign(new Error('sha512 checksum mismatch, expected a, got b'), { code: 'ERR_CHECKSUM_MISMATCH' }), 'refused'],
    [Object.assign(new Error('New version 1.2.3 is not signed by the application owner: publisherNames: X'), { code: 'ERR_UPDATER_INVALID_SIGNATURE' }), 'refused'],
    [new Error('net::ERR_CONNECTION_REFUSED'), 'unreachable'],
    [new Error('net::ERR_NAME_NOT_RESOLVED'), 'unreachable'],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }), 'unreachable'],
    [Object.assign(new Error('HttpError: 503'), { statusCode: 503 }), 'unreachable'],
    [Object.assign(new Error('HttpError: 404'), { statusCode: 404 }), 'unusable'],
    [new Error('Cannot parse update info from latest-linux.yml'), 'unusable'],
  ])('%s is %s', (error, fault) => {
    expect(updateFault(error)).toBe(fault)
  })
})
