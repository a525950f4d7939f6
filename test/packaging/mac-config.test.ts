// The macOS part of electron-builder.config.mjs, resolved for each build machine and each set of
// signing secrets, and read back through electron-builder's own code (app-builder-lib 26): its schema,
// the targets and architectures it derives, whether it hardens the runtime, and whether it would
// notarise. Nothing here can run codesign or notarytool; .github/workflows/ci.yml checks the signed
// app on real Macs (test/lint/workflow.test.ts reads that it does).
import { createRequire } from 'node:module'
import { resolve as resolvePath } from 'node:path'
import type * as CoreModule from 'app-builder-lib/out/core'
import type * as MacTargetHelperModule from 'app-builder-lib/out/mac/MacTargetHelper'
import type * as TargetFactoryModule from 'app-builder-lib/out/targets/targetFactory'
import type * as ConfigModule from 'app-builder-lib/out/util/config/config'
import { DebugLogger } from 'builder-util'
import type * as BuilderUtilModule from 'builder-util'
import { describe, expect, it } from 'vitest'
import { MAC_ARCHES, NOTARIZATION_CREDENTIALS, builderConfig, macArch, notarizationMethod } from '../../electron-builder.config.mjs'

// app-builder-lib's modules by their CommonJS paths (the package has no exports map, so Node's ESM
// loader would want file extensions).
const require = createRequire(import.meta.url)
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as typeof ConfigModule
const { MacTargetHelper } = require('app-builder-lib/out/mac/MacTargetHelper') as typeof MacTargetHelperModule
const { computeArchToTargetNamesMap } = require('app-builder-lib/out/targets/targetFactory') as typeof TargetFactoryModule
const { Platform } = require('app-builder-lib/out/core') as typeof CoreModule
const { Arch } = require('builder-util') as typeof BuilderUtilModule

const ROOT = resolvePath(import.meta.dirname, '../..')

type Env = Record<string, string | undefined>
const resolve = (env: Env, hostArch = 'arm64') => builderConfig({ env, hostArch })
const mac = (env: Env, hostArch = 'arm64') => {
  const section = resolve(env, hostArch).mac
  if (!section) throw new Error('no mac section')
  return section
}

const CERTIFICATE = { CSC_LINK: 'MIIKZgIBAzCCCiwGCSqGSIb3DQEHAaCCCh0Eggo=', CSC_KEY_PASSWORD: 'secret' }
const APPLE_ID = { APPLE_ID: 'dev@example.com', APPLE_APP_SPECIFIC_PASSWORD: 'abcd-efgh-ijkl-mnop', APPLE_TEAM_ID: 'TEAM123456' }
const API_KEY = { APPLE_API_KEY: '/tmp/AuthKey_T9GPZ92M7K.p8', APPLE_API_KEY_ID: 'T9GPZ92M7K', APPLE_API_ISSUER: 'c055ca8c-e5a8-4836-b61d-aa5794eeb3f4' }
const KEYCHAIN_PROFILE = { APPLE_KEYCHAIN_PROFILE: 'tapestry-notary' }
/** Every variable either side reads, so a test's environment is only what it names. */
const ALL_VARS = ['CSC_LINK', 'CSC_KEY_PASSWORD', 'CSC_NAME', 'CSC_IDENTITY_AUTO_DISCOVERY', 'CI', 'APPLE_KEYCHAIN', ...Object.values(NOTARIZATION_CREDENTIALS).flat()]

/**
 * Runs `body` with process.env holding exactly `env` for the variables above (electron-builder reads
 * process.env), until what it returns has settled.
 */
async function withProcessEnv<T>(env: Env, body: () => T | Promise<T>): Promise<T> {
  const saved = Object.fromEntries(ALL_VARS.map((name) => [name, process.env[name]]))
  for (const name of ALL_VARS) delete process.env[name]
  Object.assign(process.env, env)
  try {
    return await body()
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

/** electron-builder's own schema check of a whole configuration (what `electron-builder` runs first). */
const validate = (env: Env, hostArch = 'arm64') => validateConfiguration(resolve(env, hostArch), new DebugLogger(false))

describe('the configuration file as electron-builder loads it', () => {
  it('is what `npm run dist` gets: the machine’s architecture, ad hoc signing here, the alert style', async () => {
    // electron-builder's own loader (getConfig), as `electron-builder --config electron-builder.config.mjs` runs it.
    const loaded = await withProcessEnv({}, () => getConfig(ROOT, 'electron-builder.config.mjs', null))
    expect(loaded.mac).toMatchObject({ identity: '-', hardenedRuntime: false, notarize: false, extendInfo: { NSUserNotificationAlertStyle: 'alert' } })
    expect(loaded.mac?.target).toEqual(['dmg', 'zip'].map((target) => ({ target, arch: [process.arch === 'arm64' ? 'arm64' : 'x64'] })))
  })
})

describe('macOS signing without a certificate', () => {
  it('signs ad hoc, so Apple silicon opens a downloaded app instead of calling it damaged', () => {
    expect(mac({}).identity).toBe('-')
  })

  it('takes GitHub’s empty strings for unset secrets as no certificate', () => {
    expect(mac({ CSC_KEY_PASSWORD: '', APPLE_ID: '', APPLE_API_KEY: '' }).identity).toBe('-')
  })

  it('turns the hardened runtime off, as electron-builder requires for ad hoc, and electron-builder reads it so', () => {
    const section = mac({})
    expect(section.hardenedRuntime).toBe(false)
    expect(MacTargetHelper.isHardenedRuntimeEnabledForSigning(false, section)).toBe(false)
  })

  it('never notarises, even when notarisation variables are in the environment of the build', async () => {
    const section = mac({})
    expect(section.notarize).toBe(false)
    // electron-builder's notarisation step with this configuration, credentials present: it must stop
    // before @electron/notarize (which cannot run here and would reject).
    const helper = new MacTargetHelper({ platformSpecificBuildOptions: section } as unknown as ConstructorParameters<typeof MacTargetHelper>[0])
    await expect(withProcessEnv(APPLE_ID, () => helper.notarizeIfProvided('/tmp/Tapestry.app'))).resolves.toBeUndefined()
  })

  it('refuses notarisation credentials without the certificate Apple notarises', () => {
    expect(() => resolve(APPLE_ID)).toThrow(/no Developer ID certificate \(CSC_LINK\)/)
  })

  it('refuses a CSC_LINK that is set but empty, which electron-builder would take for a certificate', () => {
    expect(() => resolve({ CSC_LINK: '' })).toThrow(/CSC_LINK is set but empty/)
  })

  it('is a configuration electron-builder accepts', async () => {
    await expect(validate({})).resolves.toBeUndefined()
  })
})

describe('macOS signing with a Developer ID certificate', () => {
  const cases: [string, Env][] = [
    ['an Apple ID', { ...CERTIFICATE, ...APPLE_ID }],
    ['an App Store Connect API key', { ...CERTIFICATE, ...API_KEY }],
    ['a notarytool keychain profile', { ...CERTIFICATE, ...KEYCHAIN_PROFILE }],
  ]

  it.each(cases)('with %s: leaves the identity to electron-builder (the imported certificate), hardens the runtime and notarises', (method, env) => {
    const section = mac({ ...env, CI: 'true' })
    expect(section.identity).toBeUndefined()
    expect(section.hardenedRuntime).toBe(true)
    expect(MacTargetHelper.isHardenedRuntimeEnabledForSigning(false, section)).toBe(true)
    expect(section.notarize).toBe(true)
    expect(notarizationMethod(env)).toBe(method)
  })

  it.each(cases)('with %s: is a configuration electron-builder accepts', async (_method, env) => {
    await expect(validate({ ...env, CI: 'true' })).resolves.toBeUndefined()
  })

  it('a certificate named in the keychain (CSC_NAME) counts as one', () => {
    expect(mac({ CSC_NAME: 'Tapestry Contributors (TEAM123456)', ...APPLE_ID }).identity).toBeUndefined()
  })

  it('on CI, refuses a certificate without notarisation credentials, naming every way to give them', () => {
    expect(() => resolve({ ...CERTIFICATE, CI: 'true' })).toThrow(/APPLE_ID \+ APPLE_APP_SPECIFIC_PASSWORD \+ APPLE_TEAM_ID, or APPLE_API_KEY \+ APPLE_API_KEY_ID \+ APPLE_API_ISSUER, or APPLE_KEYCHAIN_PROFILE/)
  })

  it('on a developer’s Mac, signs without notarising when no credentials are set', () => {
    const section = mac(CERTIFICATE)
    expect(section).toMatchObject({ hardenedRuntime: true, notarize: false })
    expect(section.identity).toBeUndefined()
  })

  it('refuses CSC_IDENTITY_AUTO_DISCOVERY=false with CSC_LINK, which would leave the app unsigned', () => {
    expect(() => resolve({ ...CERTIFICATE, ...APPLE_ID, CSC_IDENTITY_AUTO_DISCOVERY: 'false' })).toThrow(/CSC_IDENTITY_AUTO_DISCOVERY=false/)
  })
})

describe('notarisation credentials, read as electron-builder reads them', () => {
  // electron-builder's MacTargetHelper.getNotarizeOptions is what decides at build time; the config's
  // reading must agree with it on which method, none, or an error.
  const cases: [string, Env][] = [
    ['none', {}],
    ['an Apple ID', APPLE_ID],
    ['an App Store Connect API key', API_KEY],
    ['a notarytool keychain profile', KEYCHAIN_PROFILE],
    ['an Apple ID before an API key', { ...APPLE_ID, ...API_KEY }],
    ['an Apple ID without its password', { APPLE_ID: APPLE_ID.APPLE_ID, APPLE_TEAM_ID: APPLE_ID.APPLE_TEAM_ID }],
    ['an Apple ID without its team', { APPLE_ID: APPLE_ID.APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD: APPLE_ID.APPLE_APP_SPECIFIC_PASSWORD }],
    ['a team alone', { APPLE_TEAM_ID: APPLE_ID.APPLE_TEAM_ID }],
    ['an API key without its issuer', { APPLE_API_KEY: API_KEY.APPLE_API_KEY, APPLE_API_KEY_ID: API_KEY.APPLE_API_KEY_ID }],
    ['empty strings', { APPLE_ID: '', APPLE_API_KEY: '', APPLE_KEYCHAIN_PROFILE: '' }],
  ]

  const electronBuilderReads = async (env: Env): Promise<string> => {
    try {
      const options = (await withProcessEnv(env, () => MacTargetHelper.getNotarizeOptions('/tmp/Tapestry.app'))) as Record<string, unknown> | undefined
      if (options === undefined) return 'none'
      if ('appleId' in options) return 'an Apple ID'
      if ('appleApiKey' in options) return 'an App Store Connect API key'
      return 'keychainProfile' in options ? 'a notarytool keychain profile' : 'unknown'
    } catch {
      return 'error'
    }
  }
  const configReads = (env: Env): string => {
    try {
      return notarizationMethod(env) ?? 'none'
    } catch {
      return 'error'
    }
  }

  it.each(cases)('%s', async (_name, env) => {
    expect(configReads(env)).toBe(await electronBuilderReads(env))
  })
})

describe('macOS architectures', () => {
  /** electron-builder's own reading of the targets for `npm run dist` (no architecture on the command line). */
  const targetsFor = (hostArch: string, env: Env = {}) => {
    const resolved = computeArchToTargetNamesMap(new Map(), { platformSpecificBuildOptions: mac(env, hostArch), defaultTarget: ['dmg', 'zip'] } as unknown as Parameters<typeof computeArchToTargetNamesMap>[1], Platform.MAC)
    return Object.fromEntries([...resolved].map(([arch, names]) => [Arch[arch], names]))
  }

  it('builds the .dmg and .zip for the build machine’s architecture, whatever the process running the tests is', () => {
    expect(targetsFor('arm64')).toEqual({ arm64: ['dmg', 'zip'] })
    expect(targetsFor('x64')).toEqual({ x64: ['dmg', 'zip'] })
    expect(MAC_ARCHES).toEqual(['x64', 'arm64'])
  })

  it('takes the workflow’s TAPESTRY_MAC_ARCH when it is the machine’s, and refuses another (its sharp would be the wrong one)', () => {
    expect(targetsFor('x64', { TAPESTRY_MAC_ARCH: 'x64' })).toEqual({ x64: ['dmg', 'zip'] })
    expect(() => macArch({ TAPESTRY_MAC_ARCH: 'x64' }, 'arm64')).toThrow(/this machine is arm64.*Build the x64 package on a x64 Mac/)
    expect(() => macArch({ TAPESTRY_MAC_ARCH: 'universal' }, 'arm64')).toThrow(/must be one of x64, arm64/)
  })

  it('names every package by its architecture, so both Macs’ packages sit side by side in a release', () => {
    const pattern = mac({}).artifactName
    expect(pattern).toContain('${arch}')
    const names = MAC_ARCHES.flatMap((arch) => ['dmg', 'zip'].map((ext) => (pattern ?? '').replace('${productName}', 'Tapestry').replace('${version}', '1.0.0').replace('${arch}', arch).replace('${ext}', ext)))
    expect(new Set(names).size).toBe(4)
  })

  it('is a configuration electron-builder accepts on either Mac', async () => {
    for (const arch of MAC_ARCHES) await expect(validate({}, arch)).resolves.toBeUndefined()
  })
})

describe('macOS notifications', () => {
  it('asks for the alert style in Info.plist, without which the Favourite and Block buttons never show', () => {
    for (const env of [{}, { ...CERTIFICATE, ...APPLE_ID, CI: 'true' }]) expect(mac(env).extendInfo).toMatchObject({ NSUserNotificationAlertStyle: 'alert' })
  })
})
