// Stand-ins for the desktop tools that cannot run here, each answering as the tool documents: swww
// and awww (not packaged in Debian 12) and Hyprland's hyprctl (Hyprland does not run headless here).
// Everything that can run here is tested for real (test/desktops). Also feh and xrandr for the
// benchmarks alone, which measure what Tapestry adds to a change, not what feh spends drawing;
// they write ~/.fehbg as feh 3.9 does. Each is a small sh script written into a temp bin folder
// (the caller puts only that folder on PATH), which logs its argv as one tab-separated line and
// answers reads like the real tool, keeping its state in files.
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { makePng } from '../images'

const SOURCE_DIR = dirname(fileURLToPath(import.meta.url))

const SCRIPTS = {
  swww: 'swww.sh',
  awww: 'swww.sh',
  hyprctl: 'hyprctl.sh',
  feh: 'feh.sh',
  xrandr: 'xrandr.sh',
} as const

export type FakeToolName = keyof typeof SCRIPTS
/** The commands the toolbox fakes: written by the tests themselves, never installed. */
export const FAKE_TOOL_NAMES: readonly string[] = Object.keys(SCRIPTS)
export type Env = Record<string, string | undefined>

const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`

export class FakeToolbox {
  readonly bin: string
  readonly home: string
  /** The fake tools' own state. */
  readonly state: string
  /** Tapestry's state folder, as the setter gets it. */
  readonly stateDir: string
  readonly images: string
  readonly log: string

  private constructor(readonly root: string) {
    this.bin = join(root, 'bin')
    this.home = join(root, 'home')
    this.state = join(root, 'fake-state')
    this.stateDir = join(root, 'tapestry-state')
    this.images = join(root, 'images')
    this.log = join(root, 'calls.log')
  }

  static async create(tools: readonly FakeToolName[]): Promise<FakeToolbox> {
    const box = new FakeToolbox(await mkdtemp(join(tmpdir(), 'tapestry-tools-')))
    for (const folder of [box.bin, box.home, box.state, box.stateDir, box.images, join(box.state, 'fail')]) {
      await mkdir(folder, { recursive: true })
    }
    await writeFile(box.log, '')
    const common = await readFile(join(SOURCE_DIR, 'sh', 'common.sh'), 'utf8')
    for (const tool of tools) {
      const body = await readFile(join(SOURCE_DIR, 'sh', SCRIPTS[tool]), 'utf8')
      const header = [
        '#!/bin/sh',
        // The tools' own helpers (sed, cat…) come from the system; the backends see only the fakes.
        `PATH=${shellQuote(process.env.PATH ?? '/usr/bin:/bin')}; export PATH`,
        `FAKE_TOOL=${shellQuote(tool)}`,
        `FAKE_LOG=${shellQuote(box.log)}`,
        `FAKE_STATE=${shellQuote(box.state)}`,
        `FAKE_NODE=${shellQuote(process.execPath)}`,
        `FAKE_TOOLS_SRC=${shellQuote(SOURCE_DIR)}`,
      ].join('\n')
      const path = join(box.bin, tool)
      await writeFile(path, `${header}\n${common}\n${body}`)
      await chmod(path, 0o755)
    }
    return box
  }

  /** The environment the backends run with: only the fake bin folder on PATH, a temp HOME. */
  env(extra: Env = {}): Env {
    return { PATH: this.bin, HOME: this.home, ...extra }
  }

  /** Every logged line: the tool's name, then its arguments. */
  async lines(): Promise<string[][]> {
    const text = await readFile(this.log, 'utf8')
    return text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.split('\t'))
  }

  /** The commands run, in order. */
  async calls(): Promise<string[][]> {
    return this.lines()
  }

  async clearCalls(): Promise<void> {
    await writeFile(this.log, '')
  }

  /** Makes `tool` (or only `tool <subcommand>`) print `stderr` and exit 1. */
  async fail(tool: FakeToolName, stderr: string, subcommand?: string): Promise<void> {
    await writeFile(join(this.state, 'fail', subcommand ? `${tool}.${subcommand}` : tool), `${stderr}\n`)
  }

  async clearFailures(): Promise<void> {
    await rm(join(this.state, 'fail'), { recursive: true, force: true })
    await mkdir(join(this.state, 'fail'))
  }

  async writeState(name: string, text: string): Promise<void> {
    await writeFile(join(this.state, name), text)
  }

  async readHome(path: string): Promise<string> {
    return readFile(join(this.home, path), 'utf8')
  }

  /** A real (tiny) PNG in the image folder; the name may hold spaces, quotes, `;` or `$(…)`. */
  async image(name: string): Promise<string> {
    const path = join(this.images, name)
    await writeFile(path, makePng(8, 4))
    return path
  }

  async cleanup(): Promise<void> {
    await rm(this.root, { recursive: true, force: true })
  }
}
