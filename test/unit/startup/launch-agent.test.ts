// The macOS launch agent that starts Tapestry hidden at login (src/main/core/startup/launch-agent.ts):
// the property list is read back by a real plist reader (Python's plistlib, where python3 is
// installed) and by the reader the built-app test uses (test/support/macos-login.ts), for paths
// holding XML's own characters; turned on and off, and what it says.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/main/core/errors/errors'
import { createLaunchAgent, launchAgentPath, renderLaunchAgent } from '../../../src/main/core/startup/launch-agent'
import { noAppHere } from '../../../src/main/core/startup/launch-command'
import { createSystemLoginItem } from '../../../src/main/core/startup/system-login-item'
import { runAtLoadArguments } from '../../support/macos-login'

const folders: string[] = []
const home = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'tapestry-agent-'))
  folders.push(folder)
  return folder
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

const PATHS = [
  '/Applications/Tapestry.app/Contents/MacOS/Tapestry',
  '/Users/ana/Apps & Tools/Tapestry.app/Contents/MacOS/Tapestry',
  '/Users/ana/<new>/"quoted" \'single\' 100% $HOME `tick` back\\slash/Tapestry',
  '/Users/anä/Bilder/写真/Tapestry',
]

function plistlib(text: string): unknown {
  const script = 'import json, plistlib, sys; print(json.dumps(plistlib.loads(sys.stdin.buffer.read())))'
  return JSON.parse(execFileSync('python3', ['-c', script], { input: text, encoding: 'utf8' }))
}
const noPython = (() => {
  try {
    execFileSync('python3', ['-c', 'import plistlib'], { stdio: 'ignore' })
    return undefined
  } catch {
    return 'python3 with plistlib is not installed'
  }
})()

describe('the property list', () => {
  it.skipIf(noPython !== undefined).each(PATHS)(`reads back, as macOS's plist format has it, as exactly that program with --hidden, run at load: %s${noPython ? ` (skipped: ${noPython})` : ''}`, (program) => {
    expect(plistlib(renderLaunchAgent({ command: program, args: ['--hidden'] }))).toEqual({
      Label: 'io.github.tapestryapp.Tapestry',
      ProgramArguments: [program, '--hidden'],
      RunAtLoad: true,
    })
  })

  it.each(PATHS)('reads back through the built-app test’s reader too: %s', (program) => {
    expect(runAtLoadArguments(renderLaunchAgent({ command: program, args: ['/src/tapestry', '--hidden'] }))).toEqual([program, '/src/tapestry', '--hidden'])
  })

  it('refuses a path holding a control character, which XML cannot hold, in a sentence', () => {
    expect(() => renderLaunchAgent({ command: '/Apps/Tap\u0001estry', args: ['--hidden'] })).toThrow(ValidationError)
    expect(() => renderLaunchAgent({ command: '/Apps/Tap\u0001estry', args: ['--hidden'] })).toThrow(/control character/)
  })
})

describe('turning it on and off', () => {
  it('writes ~/Library/LaunchAgents/<app id>.plist (readable, as launchd needs), says where, and removes it again', async () => {
    const folder = home()
    const agent = createLaunchAgent({ home: folder, launch: { command: '/Applications/Tapestry.app/Contents/MacOS/Tapestry', args: ['--hidden'] } })
    expect(agent.path).toBe(path.join(folder, 'Library', 'LaunchAgents', 'io.github.tapestryapp.Tapestry.plist'))
    expect(await agent.status()).toEqual({
      enabled: false,
      supported: true,
      detail: `Tapestry would be started at login by the launch agent ${agent.path}.`,
      detailText: { key: 'system.loginItem.launchAgentOff', values: { path: agent.path } },
    })
    const on = await agent.set(true)
    expect(on).toMatchObject({ enabled: true, supported: true })
    expect(on.detail).toContain(agent.path)
    expect(on.detail).toContain('Allow in the Background')
    expect(runAtLoadArguments(readFileSync(agent.path, 'utf8'))).toEqual(['/Applications/Tapestry.app/Contents/MacOS/Tapestry', '--hidden'])
    expect(statSync(agent.path).mode & 0o777).toBe(0o644)
    expect(await agent.set(false)).toMatchObject({ enabled: false })
    expect(await agent.status()).toMatchObject({ enabled: false })
  })

  it('with no app here to start (the command line alone), says so and writes nothing', async () => {
    const folder = home()
    const agent = createLaunchAgent({ home: folder, launch: null })
    await expect(agent.set(true)).rejects.toThrow(noAppHere().message)
    expect(await agent.status()).toMatchObject({ enabled: false })
  })
})

describe('the login item a file makes, by system', () => {
  it('on macOS is the launch agent in HOME, starting the installed app hidden, for the app and the command line alike', async () => {
    const folder = home()
    const item = createSystemLoginItem({
      execPath: '/Applications/Tapestry.app/Contents/MacOS/Tapestry',
      inElectron: true,
      appRoot: '/Applications/Tapestry.app/Contents/Resources/app.asar',
      env: { HOME: folder },
      platform: 'darwin',
    })
    await item.set(true)
    expect(runAtLoadArguments(readFileSync(launchAgentPath(folder), 'utf8'))).toEqual(['/Applications/Tapestry.app/Contents/MacOS/Tapestry', '--hidden'])
  })

  it('on Windows is none: only the app can, and says so', async () => {
    const item = createSystemLoginItem({ execPath: 'C:\\Tapestry\\Tapestry.exe', inElectron: false, appRoot: 'C:\\Tapestry\\resources\\app.asar', env: {}, platform: 'win32' })
    expect(await item.status()).toMatchObject({ enabled: false, supported: false, detail: expect.stringMatching(/^On Windows, /) })
  })
})
