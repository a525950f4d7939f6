// The built command line (out/main/cli.js) run as a person runs it, in its own process with the
// environment given: what it printed and how it exited; `ok` also expects it to succeed silently.
import { spawn } from 'node:child_process'
import { expect } from 'vitest'

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

export function builtCli(env: Record<string, string | undefined>) {
  const tapestry = (args: readonly string[]) =>
    new Promise<CliResult>((resolve) => {
      const child = spawn(process.execPath, ['out/main/cli.js', ...args], { env })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk) => (stdout += chunk))
      child.stderr.on('data', (chunk) => (stderr += chunk))
      child.on('close', (code) => resolve({ code, stdout, stderr }))
    })
  const ok = async (args: readonly string[]) => {
    const result = await tapestry(args)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    return result
  }
  return { tapestry, ok }
}
