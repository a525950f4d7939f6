// Starts bench/suppor./file-server-process.mjs in a child process and waits until it listens.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const SERVER = fileURLToPath(new URL('./file-server-process.mjs', import.meta.url))

export interface FileServer {
  /** `${url}/file/<MiB>.jpg` serves that many MiB. */
  url: string
  pid: number
  stop(): Promise<void>
}

export function startFileServer(): Promise<FileServer> {
  const child = spawn(process.execPath, [SERVER], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let output = ''
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the file server exited (${code}) before listening`)))
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      output += text
      const port = /listening (\d+)/.exec(output)?.[1]
      if (!port) return
      child.removeAllListeners('exit')
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid as number,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done()
            child.once('exit', () => done())
            child.kill('SIGTERM')
          }),
      })
    })
  })
}
