// Unsplash ids may begin with a dash (`-pWV-0jg3SE` is a real one): the commands that take an item
// read such an id as the ID, without `--`, run in-process against the loopback fakes; a mistyped
// option is still refused with its did-you-mean.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMANDS } from '../../src/main/cli/commands'
import { createCliContext } from '../../src/main/cli/create-context'
import { runCli } from '../../src/main/cli/run'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'

let fakes: AllFakes
let env: Record<string, string>
let dashed: string

beforeAll(async () => {
  fakes = await startAllFakes()
  env = { ...fakes.env, TAPESTRY_DATA_DIR: await mkdtemp(path.join(tmpdir(), 'tapestry-cli-dashed-')) }
  const photo = fakes.unsplash.catalogue.find((candidate) => /^-[A-Za-z0-9]/.test(candidate.id))
  if (photo === undefined) throw new Error('the fake Unsplash catalogue has no id beginning with a dash')
  dashed = photo.id
})
afterAll(async () => {
  await fakes.stop()
  await rm(env.TAPESTRY_DATA_DIR as string, { recursive: true, force: true })
})
beforeEach(() => fakes.reset())

async function tapestry(argv: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runCli(argv, COMMANDS, () => createCliContext(env), {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  })
  return { code, stdout, stderr }
}

describe('an Unsplash id that begins with a dash', () => {
  it('unsplash photo ID finds the photo', async () => {
    const run = await tapestry(['unsplash', 'photo', dashed, '--json'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout).id).toBe(dashed)
  })

  it('unsplash photo ID --dry-run plans the request for it', async () => {
    const run = await tapestry(['unsplash', 'photo', dashed, '--dry-run'])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout).url).toBe(`${fakes.unsplash.url}/photos/${dashed}`)
    expect(fakes.unsplash.count()).toBe(0)
  })

  it('favourite unsplash ID adds it to the favourites', async () => {
    const run = await tapestry(['favourite', 'unsplash', dashed, '--json'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ source: 'unsplash', id: dashed })
  })

  it('set unsplash ID reads the id as the ID, not as options', async () => {
    const run = await tapestry(['set', 'unsplash', dashed, '--dry-run'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout).url).toBe(`${fakes.unsplash.url}/photos/${dashed}`)
  })

  it('a mistyped option is still an unknown option, with its did-you-mean', async () => {
    const run = await tapestry(['wallhaven', 'search', '--qeury', 'nature'])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/unknown option --qeury\. Did you mean "--query"\?/)
  })
})
