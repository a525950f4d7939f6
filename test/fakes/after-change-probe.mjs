// Stands in for a person's after-change command (wal, matugen): appends what it was given — its
// arguments and which TAPESTRY_* variables it could see — as one JSON line to OUT, prints a line on
// stdout and one on stderr, and on request fails, or sleeps after starting a child of its own.
//   node after-change-probe.mjs OUT [--fail] [--sleep MS] ARG…
import { spawn } from 'node:child_process'
import { appendFileSync, writeFileSync } from 'node:fs'

const [out, ...rest] = process.argv.slice(2)
const fail = rest[0] === '--fail'
const sleep = rest[0] === '--sleep' ? Number(rest[1]) : 0
const args = fail ? rest.slice(1) : sleep ? rest.slice(2) : rest
appendFileSync(out, `${JSON.stringify({ args, tapestryVariables: Object.keys(process.env).filter((name) => name.startsWith('TAPESTRY_')) })}\n`)
process.stdout.write(`palette made from ${args[0] ?? 'nothing'}\n`)
process.stderr.write('probe: a note on stderr\n')
if (fail) {
  process.stderr.write('probe: the palette could not be made\n')
  process.exit(3)
}
if (sleep) {
  // A helper of its own, as wal starts: it must stop with the command.
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' })
  writeFileSync(`${out}.child`, String(child.pid))
  setTimeout(() => process.exit(0), sleep)
}
