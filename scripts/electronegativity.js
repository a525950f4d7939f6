// The security gate: runs electronegativity on src with our Electron version and fails on any
// finding that is not an accepted exception in .ci/electronegativity-exceptions.json (each written
// down with its reason). Its command line always exits 0, and when it writes a report file it keeps
// quiet about files it could not parse; so it is run through its programmatic entry (the package's
// `main`), which answers with the findings (the same records its SARIF holds) and the parse errors:
// a file the tool could not read is a file nobody checked, and fails the gate too.
//
// The window's Content-Security-Policy is written into its page at build time
// (vite-plugins/content-security-policy-meta.ts), so the tool reads a copy of src whose
// renderer/index.html is the page as the build writes it: the policy it judges is the one shipped.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runnerImport } from 'vite'

const require = createRequire(import.meta.url)
const run = require('@doyensec/electronegativity')

const electronVersion = JSON.parse(readFileSync('node_modules/electron/package.json', 'utf8')).version

const { module: policy } = await runnerImport(path.resolve('src/shared/content-security-policy.ts'))
const { module: policyMeta } = await runnerImport(path.resolve('vite-plugins/content-security-policy-meta.ts'))
const scanned = mkdtempSync(path.join(tmpdir(), 'tapestry-electronegativity-'))
let result
try {
  cpSync('src', scanned, { recursive: true })
  const page = path.join(scanned, 'renderer/index.html')
  writeFileSync(page, policyMeta.withPolicyMeta(readFileSync(page, 'utf8'), policy.CONTENT_SECURITY_POLICY))
  // It also tries to fetch Electron's release list, which fails offline; the version is given here.
  result = await run({
    input: scanned,
    customScan: [],
    excludeFromScan: [],
    isRelative: true,
    isVerbose: false,
    electronVersionOverride: electronVersion,
    parserPlugins: [],
  })
} finally {
  rmSync(scanned, { recursive: true, force: true })
}

const exceptions = JSON.parse(readFileSync('.ci/electronegativity-exceptions.json', 'utf8'))
for (const exception of exceptions) {
  if (!exception.rule || !exception.file || !exception.reason?.trim()) {
    console.log(`electronegativity: every exception needs a rule, a file and a reason: ${JSON.stringify(exception)}`)
    process.exit(1)
  }
}

const findings = result.issues.map((issue) => ({
  rule: issue.id,
  file: issue.file,
  line: issue.location?.line ?? 0,
  message: issue.description ?? '',
}))
const isAccepted = (finding) => exceptions.some((exception) => exception.rule === finding.rule && exception.file === finding.file)
const unexpected = findings.filter((finding) => !isAccepted(finding))
for (const finding of findings) {
  console.log(`${isAccepted(finding) ? 'accepted' : 'FINDING '} ${finding.rule} ${finding.file}:${finding.line} ${finding.message}`)
}
// An exception nothing matches any more is said, so the list stays what the code needs.
for (const exception of exceptions) {
  if (!findings.some((finding) => finding.rule === exception.rule && finding.file === exception.file)) {
    console.log(`note: no finding matches the exception ${exception.rule} ${exception.file}; it can be removed`)
  }
}

const unreadable = result.errors.filter((error) => !error.tolerable)
for (const error of unreadable) console.log(`UNREAD   ${path.join('src', path.relative(scanned, error.file))}: ${error.message}`)

if (unexpected.length > 0 || unreadable.length > 0) {
  console.log(
    `electronegativity: ${unexpected.length} finding(s) to fix or to accept with a reason in .ci/electronegativity-exceptions.json, ` +
      `${unreadable.length} file(s) it could not parse`,
  )
  process.exit(1)
}
console.log(`electronegativity: ${findings.length} finding(s), all accepted with a reason (Electron ${electronVersion}, ${result.atomicChecks + result.globalChecks} checks)`)
// The tool's own fetch of Electron's release list (it fails offline) retries on a timer after the
// scan is done, and on Node 24 its old got throws from that timer ("The onCancel handler was
// attached after the promise settled"): the verdict is in, so nothing it does later may change it.
process.exit(0)
