// Stands in for an after-change command that prints far too much: BYTES bytes of "x" on stdout with
// no newline at all (a progress bar redrawn with \r, a binary dumped by mistake), written as fast as
// the pipe takes them, then a last line on stderr, and a clean exit.
//   node after-change-flood.mjs BYTES
const total = Number(process.argv[2])
const chunk = Buffer.alloc(1 << 20, 'x')
let left = total

function write() {
  while (left > 0) {
    const size = Math.min(left, chunk.length)
    left -= size
    if (!process.stdout.write(chunk.subarray(0, size))) {
      process.stdout.once('drain', write)
      return
    }
  }
  process.stderr.write('flood: done\n')
}
write()
