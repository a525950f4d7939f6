// A private X server for tests: Xvfb picks a free display number and writes it to fd 3
// (-displayfd), so parallel runs never collide. -noreset keeps the root window (and the pixmap feh
// set) after the last client disconnects; without it the server resets when feh exits.
import { spawn, type ChildProcess } from 'node:child_process'

export interface XvfbServer {
  /** ":N", for DISPLAY. */
  readonly display: string
  stop(): Promise<void>
}

export interface XvfbOptions {
  width?: number
  height?: number
  timeoutMs?: number
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

export function startXvfb(options: XvfbOptions = {}): Promise<XvfbServer> {
  const { width = 1280, height = 720, timeoutMs = 10_000 } = options
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp', '-noreset'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited(child)
  }
  return new Promise<XvfbServer>((resolve, reject) => {
    let number = ''
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`Xvfb did not report a display within ${timeoutMs} ms: ${stderr.trim()}`))
    }, timeoutMs)
    const fd3 = child.stdio[3] as NodeJS.ReadableStream
    fd3.on('data', (chunk: Buffer) => {
      number += chunk.toString()
      if (!number.includes('\n')) return
      clearTimeout(timer)
      resolve({ display: `:${number.trim()}`, stop })
    })
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`Xvfb exited (${code ?? signal}) before reporting a display: ${stderr.trim()}`))
    })
  })
}
