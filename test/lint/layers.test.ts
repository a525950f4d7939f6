import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Lints source text as if it sat at `filePath`, with the project's real eslint.config.js.
const eslint = new ESLint({ cwd: process.cwd() })

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'fatal')
}

const LAYER_RULES = ['no-restricted-imports', 'no-restricted-globals', 'no-restricted-syntax']

async function layerViolations(filePath: string, code: string): Promise<string[]> {
  return (await ruleIdsFor(filePath, code)).filter((id) => LAYER_RULES.includes(id))
}

describe('layer boundaries (docs/architecture.md, "Layers")', () => {
  it.each([
    ['src/shared/bad.ts', "import { readFile } from 'node:fs'\nexport const r = readFile\n"],
    ['src/shared/bad.ts', "import { readFile } from 'fs'\nexport const r = readFile\n"],
    ['src/shared/bad.ts', "import { app } from 'electron'\nexport const a = app\n"],
    ['src/shared/sources/bad.ts', "import { x } from '../../main/core/http'\nexport const y = x\n"],
    ['src/shared/bad.ts', "import { x } from '../renderer/src/App'\nexport const y = x\n"],
    ['src/shared/bad.ts', "import got from 'got'\nexport const g = got\n"],
    ['src/shared/bad.ts', 'export const w = window.innerWidth\n'],
    ['src/shared/bad.ts', 'export const d = document.title\n'],
    ['src/shared/bad.ts', 'export const e = process.env\n'],
    ['src/main/core/bad.ts', "import { app } from 'electron'\nexport const a = app\n"],
    ['src/main/core/sources/bad.ts', "import { shell } from 'electron/main'\nexport const s = shell\n"],
    ['src/renderer/src/bad.ts', "import { join } from 'node:path'\nexport const j = join\n"],
    ['src/renderer/src/bad.ts', "import { x } from '../../main/core/service'\nexport const y = x\n"],
    ['src/renderer/src/bad.ts', "import { ipcRenderer } from 'electron'\nexport const i = ipcRenderer\n"],
    ['src/main/index.ts', "import { ipcMain } from 'electron'\nipcMain.handle('x', () => 1)\n"],
    ['src/main/electron/window.ts', "import { ipcMain } from 'electron'\nexport const i = ipcMain\n"],
    ['src/main/electron/window.ts', "import * as electron from 'electron'\nelectron.ipcMain.handle('x', () => 1)\n"],
    ['src/preload/index.ts', "import { readFileSync } from 'node:fs'\nexport const r = readFileSync\n"],
    ['src/main/core/bad.ts', "import { startBridge } from '../../../harness/bridge'\nexport const b = startBridge\n"],
    ['src/main/index.ts', "import { startHarness } from '../../harness/start-harness'\nexport const h = startHarness\n"],
    ['harness/web/bad.ts', "import { readFile } from 'node:fs'\nexport const r = readFile\n"],
  ])('%s rejects: %s', async (filePath, code) => {
    expect(await layerViolations(filePath, code)).not.toEqual([])
  })

  it.each([
    ['src/shared/good.ts', "import { z } from 'zod'\nexport const s = z.string()\n"],
    ['src/main/core/good.ts', "import { readFile } from 'node:fs/promises'\nimport got from 'got'\nexport const x = [readFile, got]\n"],
    ['src/main/core/good.ts', "import { parseOrThrow } from '../../shared/validation'\nexport const p = parseOrThrow\n"],
    ['src/main/electron/window.ts', "import { BrowserWindow } from 'electron'\nexport const b = BrowserWindow\n"],
    ['src/main/electron/ipc.ts', "import { ipcMain } from 'electron'\nexport const i = ipcMain\n"],
    ['src/renderer/src/good.ts', "import { MediaItemSchema } from '../../shared/media'\nexport const m = MediaItemSchema\n"],
    ['src/preload/index.ts', "import { contextBridge } from 'electron'\nexport const c = contextBridge\n"],
  ])('%s allows: %s', async (filePath, code) => {
    expect(await layerViolations(filePath, code)).toEqual([])
  })
})
