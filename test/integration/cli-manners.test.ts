// The command line's manners, run as a person runs it: the built out/main/cli.js in a process of
// its own, a data folder of its own and the loopback fakes for the sources. --version, help for
// every group and command (wrapped to the terminal, with examples, exit codes and the environment),
// "did you mean" for a typo, --dry-run only where a request would be sent, --json pages that feed
// back into --page, and the messages people met: a path named in plain words, a folder added twice,
// tables without an empty AUTHOR column or a TITLE that repeats the id.
import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMANDS } from '../../src/main/cli/commands'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { builtCli } from '../support/built-cli'
import { ensureDebianTools } from '../support/debian-tools'
import { writePicture } from '../support/local-pictures'

const noScript = ensureDebianTools([{ command: 'script', debianPackage: 'bsdutils' }])

let fakes: AllFakes
let root: string
let env: Record<string, string>
let cli: ReturnType<typeof builtCli>

beforeAll(async () => {
  fakes = await startAllFakes()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-cli-manners-'))
})
afterAll(async () => {
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
})
beforeEach(async () => {
  fakes.reset()
  env = { ...fakes.env, PATH: process.env.PATH ?? '', TAPESTRY_DATA_DIR: await mkdtemp(path.join(root, 'data-')) }
  cli = builtCli(env)
})

function requests(): number {
  return fakes.wallhaven.count() + fakes.unsplash.count() + fakes.reddit.api.count() + fakes.reddit.auth.count()
}

function widest(text: string): number {
  return Math.max(...text.split('\n').map((line) => [...line].length))
}

describe('tapestry --version', () => {
  it('prints the version of package.json, with -V too', async () => {
    const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string }
    for (const flag of ['--version', '-V']) expect((await cli.ok([flag])).stdout).toBe(`tapestry ${version}\n`)
  })
})

describe('help', () => {
  it('is there for every command, group and the whole, at most 80 columns when not a terminal, with examples, exit codes and the environment', async () => {
    const groups = [...new Set(COMMANDS.filter((command) => command.words.length > 1).map((command) => command.words[0] as string))]
    const pages: string[][] = [['--help'], ['-h'], ['help'], [], ...groups.flatMap((group) => [[group, '--help'], ['help', group]]), ...COMMANDS.map((command) => [...command.words, '--help'])]
    for (const argv of pages) {
      const run = await cli.ok(argv)
      expect(run.stdout, argv.join(' ')).toMatch(/^Usage: tapestry /)
      expect(widest(run.stdout), argv.join(' ')).toBeLessThanOrEqual(80)
      expect(run.stdout, argv.join(' ')).toMatch(/\nExamples:\n {2}\S.*:\n {4}(tapestry|source) /)
      expect(run.stdout, argv.join(' ')).toMatch(/\nExit codes:\n {2}0 +success\n[\s\S]*\n {2}2 +the command line or a value is not valid/)
      expect(run.stdout, argv.join(' ')).toMatch(/\nEnvironment:\n {2}TAPESTRY_DATA_DIR /)
    }
  })

  it('names what a page is about', async () => {
    expect((await cli.ok(['folders', '--help'])).stdout).toMatch(/^Usage: tapestry folders <command>[\s\S]*\n {2}folders add PATH +Add a folder/)
    expect((await cli.ok(['wallhaven', '--help'])).stdout).toMatch(/\n {2}wallhaven search +Search Wallhaven\.\n {2}wallhaven shuffle /)
    const set = (await cli.ok(['help', 'set'])).stdout
    expect(set).toMatch(/^Usage: tapestry set SOURCE ID \[options\]\n {7}tapestry set --file PATH \[options\]\n/)
    expect(set).toMatch(/\n {2}--display N\|NAME\|all +the display to set/)
    expect(set).toMatch(/\n {2}DISPLAY, WAYLAND_DISPLAY, DBUS_SESSION_BUS_ADDRESS\n/)
    expect((await cli.ok(['help', 'folders', 'add'])).stdout).toBe((await cli.ok(['folders', 'add', '-h'])).stdout)
    // The listing's JSON is documented where --json is.
    const history = (await cli.ok(['history', '--help'])).stdout.replace(/\s+/g, ' ')
    expect(history).toContain('--json print one JSON document on stdout: {items, next, total}; next is null on the last page, else the flags of the next one ({"page": 3} is --page 3')
  })

  it.skipIf(noScript !== undefined)(`is wrapped to the terminal it is printed on${noScript ? ` (skipped: ${noScript})` : ''}`, () => {
    // A real terminal (script gives the command one) 60 columns wide.
    const run = spawnSync('script', ['-qec', `stty cols 60 rows 50; ${process.execPath} out/main/cli.js wallhaven search --help`, '/dev/null'], { encoding: 'utf8', env })
    expect(run.status).toBe(0)
    const text = run.stdout.replace(/\r/g, '')
    expect(text).toMatch(/Usage: tapestry wallhaven search/)
    expect(widest(text)).toBeLessThanOrEqual(60)
    expect(widest(text)).toBeGreaterThan(50)
    // A list of values is broken after a |, not inside a word.
    expect(text).toMatch(/--sorting S +date_added\|relevance\|random\|views\|\n +favorites\|toplist\|hot\n/)
  })

  it('lists --dry-run only for commands that send a request', async () => {
    expect((await cli.ok(['wallhaven', 'search', '--help'])).stdout).toMatch(/\n {2}--dry-run /)
    expect((await cli.ok(['set', '--help'])).stdout).toMatch(/\n {2}--dry-run /)
    for (const words of [['history'], ['status'], ['config', 'set'], ['folders', 'list'], ['pause'], ['previous']]) {
      expect((await cli.ok([...words, '--help'])).stdout, words.join(' ')).not.toMatch(/--dry-run/)
    }
  })
})

describe('a mistake', () => {
  it('gets the nearest command or option, in one sentence, exit 2', async () => {
    const cases: [string[], string][] = [
      [['stauts'], 'tapestry: unknown command "stauts". Did you mean "status"?\n'],
      [['folders', 'ad', '/tmp'], 'tapestry: unknown command "folders ad". Did you mean "folders add"?\n'],
      [['favorites'], 'tapestry: unknown command "favorites". Did you mean "favourites"?\n'],
      [['wallhaven', 'search', '--qeury', 'sea'], 'tapestry: unknown option --qeury. Did you mean "--query"?\n'],
      [['history', '--per-pgae', '5'], 'tapestry: unknown option --per-pgae. Did you mean "--per-page"?\n'],
      [['xyzzy'], 'tapestry: unknown command "xyzzy". Run "tapestry --help" for the list.\n'],
      [['folders'], 'tapestry: "folders" needs one of its commands: add, remove, list. See "tapestry folders --help".\n'],
      [['help', 'confg'], 'tapestry: unknown command "confg". Did you mean "config"?\n'],
      [['-V', 'extra'], 'tapestry: -V takes nothing else: run "tapestry -V" alone.\n'],
      [['--hepl'], 'tapestry: unknown option --hepl before a command. Did you mean "--help"?\n'],
      [['--json', 'status'], 'tapestry: --json goes after the command: "tapestry status --json".\n'],
    ]
    for (const [argv, said] of cases) {
      const run = await cli.tapestry(argv)
      expect({ argv, code: run.code, stderr: run.stderr, stdout: run.stdout }).toEqual({ argv, code: 2, stderr: said, stdout: '' })
    }
    expect(requests()).toBe(0)
  })
})

describe('--dry-run', () => {
  it('prints the request where one would be sent, and sends nothing', async () => {
    const run = await cli.ok(['wallhaven', 'search', '--query', 'sea', '--dry-run'])
    expect(JSON.parse(run.stdout)).toMatchObject({ method: 'GET', url: `${fakes.wallhaven.url}/search` })
    expect(requests()).toBe(0)
  })

  it('is refused by commands that send nothing, naming the flag, exit 2, and nothing changes', async () => {
    const commands = ['history', 'favourites', 'status', 'pause', 'resume', 'previous', 'folders list', 'config set', 'autostart on']
    for (const command of commands) {
      const argv = [...command.split(' '), ...(command === 'config set' ? ['rotation.intervalMinutes', '30'] : []), '--dry-run']
      const run = await cli.tapestry(argv)
      expect({ command, code: run.code, stdout: run.stdout }).toEqual({ command, code: 2, stdout: '' })
      expect(run.stderr).toBe(`tapestry: --dry-run: "tapestry ${command}" sends no request, so there is nothing to show instead; leave --dry-run out\n`)
    }
    expect((await cli.ok(['config', 'get', 'rotation.intervalMinutes'])).stdout).toBe('60\n')
  })
})

describe('--json pages', () => {
  it('say the next page the same way for searches and history, and it feeds straight back into --page', async () => {
    const first = JSON.parse((await cli.ok(['wallhaven', 'search', '--json'])).stdout)
    expect(Object.keys(first)).toEqual(['items', 'next', 'total', 'seed'])
    expect(first.next).toEqual({ page: 2 })
    const second = JSON.parse((await cli.ok(['wallhaven', 'search', '--json', '--page', String(first.next.page)])).stdout)
    expect(second.next).toEqual({ page: 3 })
    expect(second.items[0].id).not.toBe(first.items[0].id)

    const unsplash = JSON.parse((await cli.ok(['unsplash', 'search', 'mountain', '--json'])).stdout)
    expect(unsplash.next).toEqual({ page: 2 })

    const reddit = JSON.parse((await cli.ok(['reddit', 'list', 'wallpapers', '--json'])).stdout)
    expect(reddit.next).toEqual({ after: expect.stringMatching(/^t3_/) })
    const after = JSON.parse((await cli.ok(['reddit', 'list', 'wallpapers', '--json', '--after', reddit.next.after])).stdout)
    expect(after.items[0].id).not.toBe(reddit.items[0].id)

    // Three wallpapers set through a command of the person's own, then history two at a time.
    await cli.ok(['config', 'set', 'wallpaper.backend', 'custom'])
    await cli.ok(['config', 'set', 'wallpaper.customCommand', 'true {file}'])
    for (const item of first.items.slice(0, 3)) await cli.ok(['set', 'wallhaven', item.id])
    const page1 = JSON.parse((await cli.ok(['history', '--per-page', '2', '--json'])).stdout)
    expect(Object.keys(page1)).toEqual(['items', 'next', 'total'])
    expect(page1).toMatchObject({ total: 3, next: { page: 2 } })
    const page2 = JSON.parse((await cli.ok(['history', '--per-page', '2', '--json', '--page', String(page1.next.page)])).stdout)
    expect(page2).toMatchObject({ total: 3, next: null })
    expect(page2.items.map((record: { id: string }) => record.id)).toEqual([first.items[0].id])
    expect((await cli.ok(['history', '--per-page', '2'])).stdout).toMatch(/\nShowing 1–2 of 3 · next page: --page 2\n$/)
  })
})

describe('messages', () => {
  it('name a path that does not exist as a path, in plain words', async () => {
    const folder = path.join(root, 'no such folder')
    const added = await cli.tapestry(['folders', 'add', folder])
    expect(added).toEqual({ code: 2, stdout: '', stderr: `tapestry: The folder ${folder} does not exist.\n` })
    const file = path.join(root, 'missing.jpg')
    const set = await cli.tapestry(['set', '--file', file])
    expect(set).toEqual({ code: 2, stdout: '', stderr: `tapestry: The file ${file} does not exist.\n` })
  })

  it('say a folder added twice is already there, and change nothing', async () => {
    const pictures = path.join(root, `Pictures-${path.basename(env.TAPESTRY_DATA_DIR as string)}`)
    await writePicture(path.join(pictures, 'one.jpg'), { width: 64, height: 48 })
    expect((await cli.ok(['folders', 'add', pictures])).stdout).toBe(`Added ${pictures}: 1 picture.\n`)
    const settings = await readFile(path.join(env.TAPESTRY_DATA_DIR as string, 'settings.json'), 'utf8')
    expect((await cli.ok(['folders', 'add', pictures])).stdout).toBe(`${pictures} is already one of your folders; looked through it again: 1 picture.\n`)
    expect(JSON.parse((await cli.ok(['folders', 'add', pictures, '--json'])).stdout)).toMatchObject({ added: null, folders: [{ path: pictures, images: 1 }] })
    expect(await readFile(path.join(env.TAPESTRY_DATA_DIR as string, 'settings.json'), 'utf8')).toBe(settings)
  })

  it('leave out a column no row has anything in, and a title that only repeats the id', async () => {
    const wallhaven = (await cli.ok(['wallhaven', 'search'])).stdout
    // A Wallhaven search result has no uploader and no tags: its title is "Wallpaper <id>".
    expect(wallhaven.split('\n')[0]).toMatch(/^ID\s+RESOLUTION\s+TYPE$/)
    const unsplash = (await cli.ok(['unsplash', 'search', 'mountain'])).stdout
    expect(unsplash.split('\n')[0]).toMatch(/^ID\s+RESOLUTION\s+TYPE\s+AUTHOR\s+TITLE$/)
    expect(unsplash.split('\n')[1]).not.toMatch(/\s-\s/)
  })
})
