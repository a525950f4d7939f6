// The security gate: runs electronegativity on src with our Electron version, reads its SARIF, and
// fails on any finding that is not an accepted exception in .ci/electronegativity-exceptions.json
// (each written down with its reason). The tool itself always exits 0, hence this script.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const electronVersion = JSON.parse(readFileSync('node_modules/electron/package.json', 'utf8')).version
const output = path.join(mkdtempSync(path.join(tmpdir(), 'electronegativity-')), 'findings.sarif')
const bin = path.resolve('node_modules/.bin/electronegativity')
// It also tries to fetch Electron's release list, which fails offline; that check is not needed here.
execFileSync(bin, ['-i', 'src', '-e', electronVersion, '-o', output, '-r', '-v', 'false'], { stdio: ['ignore', 'ignore', 'inherit'] })

const sarif = JSON.parse(readFileSync(output, 'utf8'))
const exceptions = JSON.parse(readFileSync('.ci/electronegativity-exceptions.json', 'utf8'))
const findings = sarif.runs.flatMap((run) =>
  run.results.map((result) => ({
    rule: result.ruleId,
    file: result.locations?.[0]?.physicalLocation?.artifactLocation?.uri ?? '',
    line: result.locations?.[0]?.physicalLocation?.region?.startLine ?? 0,
    message: result.message?.text ?? '',
  })),
)
const unexpected = findings.filter((finding) => !exceptions.some((exception) => exception.rule === finding.rule && exception.file === finding.file))
for (const finding of findings) {
  const accepted = !unexpected.includes(finding)
  console.log(`${accepted ? 'accepted' : 'FINDING '} ${finding.rule} ${finding.file}:${finding.line} ${finding.message}`)
}
if (unexpected.length > 0) {
  console.log(`electronegativity: ${unexpected.length} finding(s) to fix or to accept with a reason in .ci/electronegativity-exceptions.json`)
  process.exit(1)
}
console.log(`electronegativity: ${findings.length} finding(s), all accepted with a reason (Electron ${electronVersion})`)
