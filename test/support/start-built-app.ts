// Starts the BUILT main bundle on the stub `electron` (test/support/electron-stub/load-main.mjs) in a
// child process, the way Electron is started: `electronArgs` are what Electron's executable would be
// given (the app's path first, then the app's own arguments; --platform=NAME runs it as on that
// system). Each start gets a fresh data folder, which is also HOME, unless `home` names one.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { folderSourcesAt } from '../fakes/all-fakes'

const run = promisify(execFile)

type Report = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

// Every source at a closed loopback port: a rotation step the app starts fails at once, offline.
const NOWHERE = 'http://127.0.0.1:9'
const SOURCES_NOWHERE = { TAPESTRY_WALLHAVEN_URL: NOWHERE, TAPESTRY_UNSPLASH_URL: NOWHERE, TAPESTRY_REDDIT_URL: NOWHERE, TAPESTRY_REDDIT_AUTH_URL: NOWHERE, ...folderSourcesAt(NOWHERE) }

export interface BuiltAppStarts {
  /** Runs one start and answers its report (a scenario's, when `scenario` names one) and its HOME. */
  start(electronArgs: readonly string[], options?: { scenario?: string; home?: string; env?: Record<string, string> }): Promise<Report & { home: string }>
  /** Removes every folder the starts made. */
  cleanUp(): void
}

export function builtAppStarts(): BuiltAppStarts {
  const folders: string[] = []
  return {
    async start(electronArgs, options = {}) {
      const home = options.home ?? mkdtempSync(path.join(tmpdir(), 'tapestry-built-'))
      if (!options.home) folders.push(home)
      const { stdout } = await run(process.execPath, ['test/support/electron-stub/load-main.mjs', ...electronArgs], {
        env: { PATH: process.env.PATH ?? '', HOME: home, TAPESTRY_DATA_DIR: home, ...SOURCES_NOWHERE, ...(options.scenario ? { TAPESTRY_STUB_SCENARIO: options.scenario } : {}), ...options.env },
        timeout: 60_000,
      })
      return { ...JSON.parse(stdout.trim().split('\n').at(-1) as string), home }
    },
    cleanUp() {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true })
    },
  }
}
