// The fakes in a process of their own, for figures that measure the memory of the process under
// test: the image host generates and caches real JPEG/PNG bytes and every fake keeps a request log,
// which would otherwise count as Tapestry's memory.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startAllFakes } from '../../test/fakes/all-fakes'

const LAUNCHER = fileURLToPath(new URL('../run.mjs', import.meta.url))

/** In the fakes' process: starts them with their own rate limits opened wide (their clocks are not the benchmark's). */
export async function startFakesHere(): Promise<Record<string, string>> {
  return (await startAllFakes({ unlimited: true })).env
}

export interface FakesProcess {
  /** TAPESTRY_* variables pointing at the fakes, with working keys. */
  env: Record<string, string>
  stop(): Promise<void>
}

export async function startFakesProcess(): Promise<FakesProcess> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-fakes-'))
  const out = path.join(dir, 'env.json')
  const child = spawn(process.execPath, [LAUNCHER, '--serve-fakes', '--out', out], { stdio: ['ignore', 'inherit', 'inherit'] })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await rm(dir, { recursive: true, force: true })
  }
  for (let waited = 0; waited < 60_000; waited += 50) {
    if (child.exitCode !== null) break
    const text = await readFile(out, 'utf8').catch(() => null)
    if (text !== null) return { env: JSON.parse(text) as Record<string, string>, stop }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await stop()
  throw new Error('the fakes process did not start')
}
