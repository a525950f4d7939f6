// Running from a clone on Ubuntu 23.10+: the person is told how to let Electron's sandbox start
// before Electron aborts, and only where it would.
import { describe, expect, it } from 'vitest'
import { sandboxAdvice } from '../../../scripts/electron-sandbox.js'

const paths = { helperPath: '/src/tapestry/node_modules/electron/dist/chrome-sandbox', electronPath: '/src/tapestry/node_modules/electron/dist/electron' }
const npmHelper = { uid: 1000, mode: 0o100755 }

describe('sandboxAdvice', () => {
  it('explains both fixes where user namespaces are restricted and nothing allows them', () => {
    const advice = sandboxAdvice({ platform: 'linux', restriction: '1\n', helper: npmHelper, profiles: [], ...paths })
    expect(advice).toContain(`sudo chown root:root '${paths.helperPath}' && sudo chmod 4755 '${paths.helperPath}'`)
    expect(advice).toContain(`AppArmor profile for '${paths.electronPath}'`)
    expect(advice).toContain('.deb and .rpm packages need neither')
  })

  it.each([
    ['not Linux', { platform: 'darwin', restriction: '1' }],
    ['no restriction (Debian, Fedora, Ubuntu before 23.10)', { restriction: '0\n' }],
    ['no such setting (older kernels)', { restriction: null }],
    ['a root-owned setuid helper', { helper: { uid: 0, mode: 0o104755 } }],
    ['an AppArmor profile for this Electron allowing userns', { profiles: [`profile electron ${paths.electronPath} flags=(unconfined) {\n  userns,\n}`] }],
  ])('says nothing with %s', (_label, change) => {
    expect(sandboxAdvice({ platform: 'linux', restriction: '1', helper: npmHelper, profiles: [], ...paths, ...change })).toBeNull()
  })

  it('still advises when a profile names another program, or the helper is root-owned but not setuid', () => {
    expect(sandboxAdvice({ platform: 'linux', restriction: '1', helper: npmHelper, profiles: ['profile x /opt/Other/other { userns, }'], ...paths })).not.toBeNull()
    expect(sandboxAdvice({ platform: 'linux', restriction: '1', helper: { uid: 0, mode: 0o100755 }, profiles: [], ...paths })).not.toBeNull()
  })
})
