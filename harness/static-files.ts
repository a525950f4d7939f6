// The harness-built renderer's files, served read-only from one folder: nothing outside it can be
// named (no `..`, no absolute paths, no symlink escapes), and `/` is index.html.
import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { extname, join, sep } from 'node:path'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}

/** The file under `root` that `urlPath` names, or null when it names nothing there. */
export async function resolveStaticFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part === '..')) return null
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '')
  try {
    const base = await realpath(root)
    const file = await realpath(join(base, relative))
    if (file !== base && !file.startsWith(base + sep)) return null
    return (await stat(file)).isFile() ? file : null
  } catch {
    return null
  }
}

export function sendFile(response: ServerResponse, file: string, headers: Record<string, string> = {}): void {
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    ...headers,
  })
  createReadStream(file).pipe(response)
}
