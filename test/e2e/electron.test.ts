// The real app in real Electron (playwright-core's _electron): start it against the fakes, run a
// search, set a wallpaper on a recording desktop. Electron 42+ downloads its runtime on first start,
// which machines without network cannot do: there the test is skipped, saying why.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { _electron as electron } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'

const electronDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'))
const pathFile = path.join(electronDir, 'path.txt')
const binary = existsSync(pathFile) ? path.join(electronDir, 'dist', (await readFile(pathFile, 'utf8')).trim()) : null
const available = binary !== null && existsSync(binary)
const test = available ? it : it.skip
const RECORDER = path.resolve('test/fakes/tools/record-wallpaper.mjs')

describe('Tapestry in Electron', () => {
  let fakes: AllFakes
  let dataDir = ''

  beforeAll(async () => {
    fakes = await startAllFakes()
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-electron-'))
    await writeFile(
      path.join(dataDir, 'settings.json'),
      JSON.stringify({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } }),
    )
  })
  afterAll(async () => {
    await fakes.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('starts, searches Wallhaven and sets a wallpaper [requires the Electron binary]', async () => {
    const log = path.join(dataDir, 'desktop.log')
    const app = await electron.launch({
      executablePath: binary as string,
      args: [path.resolve('out/main/index.js')],
      env: { ...process.env, ...fakes.env, TAPESTRY_DATA_DIR: dataDir, TAPESTRY_TEST_WALLPAPER_LOG: log },
    })
    try {
      const page = await app.firstWindow()
      await page.locator('.results[data-status="ready"] .card').first().waitFor({ timeout: 30_000 })
      await page.locator('.grid .card').first().click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Set as wallpaper' }).click()
      await expect.poll(async () => (existsSync(log) ? (await readFile(log, 'utf8')).trim().split('\n').length : 0), { timeout: 30_000 }).toBe(1)
    } finally {
      await app.close()
    }
  }, 120_000)
})
