// `tapestry folders add|remove|list` in process and as the built out/main/cli.js: the same list and
// index the app uses, --json, exit codes, and one plain sentence for each mistake.
import { spawn } from 'node:child_process'
import { mkdtemp, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMANDS } from '../../src/main/cli/commands'
import { createCliContext } from '../../src/main/cli/create-context'
import { runCli } from '../../src/main/cli/run'
import { writeNotAPicture, writePicture } from '../support/local-pictures'

let root = ''
let pictures = ''
let env: Record<string, string>

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-cli-folders-'))
  pictures = path.join(root, 'Pictures')
  await writePicture(path.join(pictures, 'one.jpg'), { width: 64, height: 48 })
  await writePicture(path.join(pictures, 'nested', 'two.png'), { width: 64, height: 48, format: 'png' })
  await writeNotAPicture(path.join(pictures, 'notes.jpg'))
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})
beforeEach(async () => {
  env = { TAPESTRY_DATA_DIR: await mkdtemp(path.join(root, 'data-')), PATH: process.env.PATH ?? '' }
})

async function tapestry(argv: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runCli(argv, COMMANDS, () => createCliContext(env), {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  })
  return { code, stdout, stderr }
}

describe('tapestry folders', () => {
  it('adds a folder, scans it, and says how many pictures it holds', async () => {
    // notes.jpg is not a picture: left out, and said.
    const note = 'Skipped 1 file: 1 is not a JPEG, PNG, WebP or GIF picture.'
    const noteText = { key: 'system.folders.skipped', values: { count: 1, clauses: { key: 'system.folders.skip.notAPicture', values: { count: 1, shown: 'none', names: '', why: '' } } } }
    const added = await tapestry(['folders', 'add', pictures])
    expect(added).toEqual({ code: 0, stdout: `Added ${pictures}: 2 pictures.\n${note}\n`, stderr: '' })
    const listed = await tapestry(['folders', 'list', '--json'])
    expect(listed.code).toBe(0)
    expect(JSON.parse(listed.stdout)).toEqual({ folders: [{ path: pictures, images: 2, available: true, scanning: false, skipped: 1, note, noteText }] })
    const table = await tapestry(['folders', 'list'])
    expect(table.stdout).toMatch(/^PICTURES\s+STATE\s+FOLDER\n2\s+ok, 1 skipped\s+\/.*Pictures\nSkipped 1 file: 1 is not a JPEG, PNG, WebP or GIF picture\.\n$/)
  })

  it('takes a path relative to where it runs, and adding the same folder twice keeps one and says so', async () => {
    const cwd = process.cwd()
    process.chdir(root)
    try {
      expect((await tapestry(['folders', 'add', 'Pictures/'])).code).toBe(0)
      const again = await tapestry(['folders', 'add', './Pictures', '--json'])
      expect(JSON.parse(again.stdout)).toMatchObject({ added: null, folders: [{ path: pictures, images: 2 }] })
      expect((await tapestry(['folders', 'add', 'Pictures'])).stdout).toBe(`${pictures} is already one of your folders; looked through it again: 2 pictures.\nSkipped 1 file: 1 is not a JPEG, PNG, WebP or GIF picture.\n`)
    } finally {
      process.chdir(cwd)
    }
  })

  it('removes a folder and its index, leaving the pictures where they are', async () => {
    await tapestry(['folders', 'add', pictures])
    const removed = await tapestry(['folders', 'remove', pictures, '--json'])
    expect(removed.code).toBe(0)
    expect(JSON.parse(removed.stdout)).toEqual({ removed: pictures, folders: [] })
    expect((await tapestry(['folders', 'list'])).stdout).toBe('No folders yet. Add one with: tapestry folders add PATH\n')
  })

  it('checks before changing anything: exit 2 and one sentence naming the path', async () => {
    const missing = await tapestry(['folders', 'add', path.join(root, 'nowhere')])
    expect(missing).toMatchObject({ code: 2, stdout: '' })
    expect(missing.stderr).toBe(`tapestry: The folder ${path.join(root, 'nowhere')} does not exist.\n`)
    expect(await tapestry(['folders', 'add', path.join(pictures, 'one.jpg')])).toMatchObject({ code: 2, stderr: `tapestry: ${path.join(pictures, 'one.jpg')} is not a folder.\n` })
    expect(await tapestry(['folders', 'add'])).toMatchObject({ code: 2, stderr: 'tapestry: PATH: is required\n' })
    await tapestry(['folders', 'add', pictures])
    expect(await tapestry(['folders', 'add', path.join(pictures, 'nested')])).toMatchObject({ code: 2, stderr: `tapestry: The folder ${path.join(pictures, 'nested')} is inside ${pictures}, which is already added.\n` })
    expect(await tapestry(['folders', 'remove', root])).toEqual({ code: 0, stdout: `${root} was not one of your folders; nothing changed.\n`, stderr: '' })
    // Adding a folder sends no request: --dry-run is refused, and nothing is added.
    const dryRun = await tapestry(['folders', 'add', path.join(root, 'elsewhere'), '--dry-run'])
    expect(dryRun).toMatchObject({ code: 2, stdout: '', stderr: 'tapestry: --dry-run: "tapestry folders add" sends no request, so there is nothing to show instead; leave --dry-run out\n' })
    expect(JSON.parse((await tapestry(['folders', 'list', '--json'])).stdout).folders).toHaveLength(1)
  })

  it('lists a folder that cannot be reached with its note, keeping its count', async () => {
    await tapestry(['folders', 'add', pictures])
    await rename(pictures, `${pictures}-unplugged`)
    try {
      const listed = await tapestry(['folders', 'list'])
      expect(listed.code).toBe(0)
      expect(listed.stdout).toContain('cannot be reached')
      expect(listed.stdout).toContain(`The folder ${pictures} cannot be reached (an unplugged disk?): its pictures are skipped until it is back.`)
      expect(JSON.parse((await tapestry(['folders', 'list', '--json'])).stdout).folders[0]).toMatchObject({ images: 2, available: false })
    } finally {
      await rename(`${pictures}-unplugged`, pictures)
    }
  })
})

describe('node out/main/cli.js folders', () => {
  function built(args: string[]) {
    return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['out/main/cli.js', ...args], { env })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk) => (stdout += chunk))
      child.stderr.on('data', (chunk) => (stderr += chunk))
      child.on('close', (status) => resolve({ status, stdout, stderr }))
    })
  }

  it('adds and lists with the built bundle', async () => {
    expect(await built(['folders', 'add', pictures, '--json'])).toMatchObject({ status: 0, stderr: '' })
    const listed = await built(['folders', 'list', '--json'])
    expect(JSON.parse(listed.stdout)).toEqual({ folders: [{ path: pictures, images: 2, available: true, scanning: false, skipped: 1, note: 'Skipped 1 file: 1 is not a JPEG, PNG, WebP or GIF picture.', noteText: { key: 'system.folders.skipped', values: { count: 1, clauses: { key: 'system.folders.skip.notAPicture', values: { count: 1, shown: 'none', names: '', why: '' } } } } }] })
    expect(await built(['folders', 'add', path.join(root, 'nowhere')])).toMatchObject({ status: 2, stderr: `tapestry: The folder ${path.join(root, 'nowhere')} does not exist.\n` })
    expect(JSON.parse((await built(['folders', 'remove', pictures, '--json'])).stdout)).toEqual({ removed: pictures, folders: [] })
  })
})
