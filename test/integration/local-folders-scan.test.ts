// Scanning the person's folders into the index, on real files in a temporary folder: a tree of
// 10,000 pictures read once and then only what changed, link loops, files that cannot be read,
// files named like pictures that are not, hidden files, turned photos, and a folder that goes away.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdirSync, statSync } from 'node:fs'
import { appendFile, chmod, mkdir, mkdtemp, readFile, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createLibrary, type Library } from '../../src/main/core/library/library'
import { scanFolder } from '../../src/main/core/local-folders/folder-scan'
import { createLocalFolders } from '../../src/main/core/local-folders/local-folders'
import { localImageId } from '../../src/main/core/local-folders/local-item'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { createSettingsStore } from '../../src/main/core/settings/settings-store'
import { bundleChild, type ChildBundle } from '../support/kill-child'
import { stageChild } from '../support/staged-child'
import { nodeForAnyone } from '../support/staged-files'
import { writeNotAPicture, writePicture, writePictureTree } from '../support/local-pictures'

let root = ''
const opened: Library[] = []

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-scan-'))
})
afterEach(() => {
  for (const library of opened.splice(0)) library.close()
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

async function fresh(name: string) {
  const dataDir = path.join(root, name, 'data')
  const folder = path.join(root, name, 'pictures')
  await mkdir(folder, { recursive: true })
  const library = createLibrary({ dataDir })
  opened.push(library)
  return { dataDir, folder, library }
}

function picturesIn(library: Library, folder: string, limit = 200) {
  return library.local.search({ folders: [folder], words: [], sort: 'NAME', offset: 0, limit }).images
}

describe('a folder of 10,000 pictures', () => {
  it('is read once, then only what changed; what is gone leaves the index', async () => {
    const { folder, library } = await fresh('ten-thousand')
    const files = await writePictureTree(folder, 10_000)

    const first = await scanFolder({ index: library.local, folder })
    expect(first).toMatchObject({ read: 10_000, unchanged: 0, pictures: 10_000, skipped: 0, removed: 0, unreadable: 0 })
    expect(first.directories).toHaveLength(101)
    expect(library.local.counts().get(folder)).toBe(10_000)

    const again = await scanFolder({ index: library.local, folder })
    expect(again).toMatchObject({ read: 0, unchanged: 10_000, removed: 0 })

    // One changed (size and time), one gone, one new: three files read or dropped, not 10,000.
    const changed = files[42] as string
    await rm(changed)
    await writePicture(changed, { width: 300, height: 200, format: 'png' })
    await rm(files[43] as string)
    await writePicture(path.join(folder, 'd005', 'new.webp'), { width: 120, height: 90, format: 'webp' })
    const third = await scanFolder({ index: library.local, folder })
    expect(third).toMatchObject({ read: 2, unchanged: 9_998, removed: 1 })
    expect(library.local.image(localImageId(changed))).toMatchObject({ width: 300, height: 200, format: 'png' })
    expect(library.local.image(localImageId(files[43] as string))).toBeUndefined()
    expect(library.local.counts().get(folder)).toBe(10_000)
  }, 120_000)
})

describe('what a scan skips or survives', () => {
  it('finds pictures by their bytes, not their names', async () => {
    const { folder, library } = await fresh('bytes')
    await writePicture(path.join(folder, 'real.jpg'), { width: 80, height: 60 })
    await writePicture(path.join(folder, 'png-named.jpg'), { width: 81, height: 60, format: 'png' })
    await writePicture(path.join(folder, 'no-extension'), { width: 82, height: 60, format: 'webp' })
    await writePicture(path.join(folder, 'anim.gif'), { width: 83, height: 60, format: 'gif' })
    await writeNotAPicture(path.join(folder, 'text.jpg'))
    await writeNotAPicture(path.join(folder, 'page.jpg'), '<!doctype html><html><body>Not found</body></html>')
    await writeNotAPicture(path.join(folder, 'empty.png'), '')
    // A JPEG's first bytes and nothing a size can be read from.
    await writeFile(path.join(folder, 'truncated.jpg'), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]))
    // A picture claiming more pixels than a wallpaper can have (a PNG header of 30,000 × 30,000).
    const huge = await writePicture(path.join(folder, 'huge.png'), { width: 10, height: 10, format: 'png' })
    const bytes = await readFile(huge)
    bytes.writeUInt32BE(30_000, 16)
    bytes.writeUInt32BE(30_000, 20)
    await writeFile(huge, bytes)

    const report = await scanFolder({ index: library.local, folder })
    expect(report).toMatchObject({ read: 9, pictures: 4, skipped: 5 })
    expect(picturesIn(library, folder).map((image) => [image.relativePath, image.format, image.width])).toEqual([
      ['anim.gif', 'gif', 83],
      ['no-extension', 'webp', 82],
      ['png-named.jpg', 'png', 81],
      ['real.jpg', 'jpeg', 80],
    ])
    // The ones that are not pictures are remembered, and not read again until they change.
    expect((await scanFolder({ index: library.local, folder })).read).toBe(0)
    await appendFile(path.join(folder, 'text.jpg'), 'more\n')
    expect((await scanFolder({ index: library.local, folder })).read).toBe(1)
  })

  it('ends in a link loop, follows links only within the folder, indexes a file once, and leaves dangling links, FIFOs and hidden files alone', async () => {
    const { folder, library } = await fresh('links')
    const elsewhere = path.join(root, 'links', 'elsewhere')
    await writePicture(path.join(elsewhere, 'linked.jpg'), { width: 90, height: 60 })
    await writePicture(path.join(folder, 'a', 'b', 'deep.jpg'), { width: 91, height: 60 })
    await symlink('..', path.join(folder, 'a', 'b', 'up')) // a/b/up → a: a loop
    await symlink(folder, path.join(folder, 'a', 'root')) // back to the top: a loop
    await symlink(elsewhere, path.join(folder, 'other')) // out of the folder: left out, and said
    await symlink(path.join(folder, 'nowhere.jpg'), path.join(folder, 'dangling.jpg'))
    await symlink(path.join(folder, 'a', 'b', 'deep.jpg'), path.join(folder, 'file-link.jpg')) // the same file again
    execFileSync('mkfifo', [path.join(folder, 'pipe.jpg')])
    await writePicture(path.join(folder, '.hidden.jpg'), { width: 92, height: 60 })
    await writePicture(path.join(folder, '.Trash-1000', 'files', 'deleted.jpg'), { width: 93, height: 60 })

    const report = await scanFolder({ index: library.local, folder })
    expect(report.unreadable).toBe(0)
    expect(picturesIn(library, folder).map((image) => image.relativePath)).toEqual(['a/b/deep.jpg'])
    expect(report.skips.map((skip) => [path.relative(folder, skip.path), skip.reason]).sort()).toEqual([
      ['file-link.jpg', 'link-to-counted'],
      ['other', 'link-outside'],
      ['pipe.jpg', 'not-a-file'],
    ])
  })

  it('records a photo stored sideways (EXIF orientation 6) at its upright size', async () => {
    const { folder, library } = await fresh('orientation')
    await writePicture(path.join(folder, 'portrait.jpg'), { width: 400, height: 300, orientation: 6 })
    await writePicture(path.join(folder, 'landscape.jpg'), { width: 400, height: 300, orientation: 1 })
    await scanFolder({ index: library.local, folder })
    expect(picturesIn(library, folder).map((image) => [image.relativePath, image.width, image.height])).toEqual([
      ['landscape.jpg', 400, 300],
      ['portrait.jpg', 300, 400],
    ])
  })
})

// chmod 000 does not stop root, and CI runs as root: there the scan runs in a child process as
// nobody (uid 65534), for whom the permissions hold. Elsewhere the child runs as the same user. The
// child is staged where nobody can reach it (the checkout may be private: staged-child.ts).
const SCAN_CHILD = `
import { createLibrary } from ${JSON.stringify(path.resolve('src/main/core/library/library.ts'))}
import { scanFolder } from ${JSON.stringify(path.resolve('src/main/core/local-folders/folder-scan.ts'))}
const [dataDir, folder] = process.argv.slice(2)
const library = createLibrary({ dataDir })
const report = await scanFolder({ index: library.local, folder })
const found = library.local.search({ folders: [folder], words: [], sort: 'NAME', offset: 0, limit: 50 }).images.map((image) => image.relativePath)
console.log(JSON.stringify({ ...report, directories: report.directories.length, found }))
library.close()
`

describe('files and folders that cannot be read', () => {
  let bundle: ChildBundle
  let child: ChildBundle
  beforeAll(async () => {
    bundle = await bundleChild(SCAN_CHILD)
    child = stageChild(bundle)
  }, 60_000)
  afterAll(async () => {
    await child.dispose()
    await bundle.dispose()
  })

  it('are counted and left out, and the rest of the folder is indexed', async () => {
    const base = path.join(root, 'unreadable')
    const dataDir = path.join(base, 'data')
    const folder = path.join(base, 'pictures')
    await writePicture(path.join(folder, 'readable.jpg'), { width: 70, height: 50 })
    await writePicture(path.join(folder, 'locked.jpg'), { width: 71, height: 50 })
    await writePicture(path.join(folder, 'closed', 'inside.jpg'), { width: 72, height: 50 })
    mkdirSync(dataDir, { recursive: true })
    // Nobody must be able to reach the tree and write the data folder; then two things are shut.
    for (const dir of [root, base, folder]) chmodSync(dir, 0o755)
    chmodSync(dataDir, 0o777)
    await chmod(path.join(folder, 'locked.jpg'), 0o000)
    await chmod(path.join(folder, 'closed'), 0o000)
    const asRoot = process.getuid?.() === 0
    const output = await new Promise<string>((resolve, reject) => {
      const run = spawn(nodeForAnyone(), [child.file, dataDir, folder], { ...(asRoot ? { uid: 65534, gid: 65534 } : {}) })
      let stdout = ''
      let stderr = ''
      run.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      run.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(stderr))))
    })
    await chmod(path.join(folder, 'closed'), 0o755)
    const report = JSON.parse(output.trim().split('\n').at(-1) as string)
    expect(report).toMatchObject({ pictures: 1, unreadable: 2, found: ['readable.jpg'] })
  }, 60_000)
})

describe('a folder that goes away (an unplugged disk)', () => {
  it('is skipped with a note, keeps its index, and is used again when it is back', async () => {
    const { dataDir, folder, library } = await fresh('unplugged')
    await writePicture(path.join(folder, 'one.jpg'), { width: 100, height: 80 })
    const settings = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    const notes: string[] = []
    const local = createLocalFolders({ dataDir, library: () => library, settings, watch: false, log: { info: () => undefined, warn: (line) => notes.push(line) } })
    expect(await local.add(folder)).toEqual([{ path: folder, images: 1, available: true, scanning: false, skipped: 0, note: null, noteText: null }])

    const away = `${folder}-away`
    await rename(folder, away)
    const [status] = await local.list()
    expect(status).toMatchObject({ path: folder, images: 1, available: false, note: expect.stringMatching(/cannot be reached \(an unplugged disk\?\)/) })
    expect((await local.search({ query: '', folder: null, sort: 'NAME', page: 1, per_page: 10 })).items).toEqual([])
    expect(await local.pick()).toBeNull()
    // Nothing was taken out of the index meanwhile.
    expect(library.local.counts().get(folder)).toBe(1)

    await rename(away, folder)
    expect((await local.list())[0]).toMatchObject({ available: true, note: null })
    expect((await local.search({ query: '', folder: null, sort: 'NAME', page: 1, per_page: 10 })).items.map((item) => item.title)).toEqual(['one.jpg'])
  })

  it('takes an empty folder on another device than it was scanned on for a mount point without its disk', async () => {
    const { dataDir, folder, library } = await fresh('mount-point')
    await writePicture(path.join(folder, 'one.jpg'), { width: 100, height: 80 })
    const local = createLocalFolders({ dataDir, library: () => library, settings: createSettingsStore({ dataDir, secrets: createMemorySecretStore() }), watch: false })
    await local.add(folder)
    // As if scanned while the disk was mounted there; now only the empty mount point is left.
    library.local.markScanned(folder, 'the-unplugged-disk', new Date().toISOString())
    for (const name of await readdir(folder)) await rm(path.join(folder, name))
    expect((await local.list())[0]).toMatchObject({ available: false, images: 1 })
    // The same device, emptied by the person: that is an empty folder, and a rescan empties the index.
    library.local.markScanned(folder, String(statSync(folder).dev), new Date().toISOString())
    await local.rescan()
    expect((await local.list())[0]).toMatchObject({ available: true, images: 0 })
  })
})
