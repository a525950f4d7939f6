// A loopback server for the download benchmarks, in its own process so it never competes with the
// measured code for the event loop: GET /file/<MiB>.jpg answers that many MiB that begin like a
// JPEG (so Tapestry accepts them as an image) followed by random bytes, the same bytes every time.
// Prints "listening <port>" when ready.
import { randomFillSync } from 'node:crypto'
import { createServer } from 'node:http'

const MIB = 1024 * 1024
const block = randomFillSync(Buffer.alloc(64 * MIB))
// SOI, then an APP0 "JFIF" segment: enough for the magic-byte check.
Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]).copy(block)

const server = createServer(async (req, res) => {
  const match = /^\/file\/(\d+)\.jpg/.exec(req.url ?? '')
  const mib = match ? Number(match[1]) : 0
  if (!(mib > 0 && mib <= 1024)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('no such file')
    return
  }
  const total = mib * MIB
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(total) })
  for (let sent = 0; sent < total && !res.destroyed; ) {
    const part = block.subarray(0, Math.min(block.length, total - sent))
    sent += part.length
    if (!res.write(part)) await new Promise((resolve) => res.once('drain', resolve))
  }
  res.end()
})
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
