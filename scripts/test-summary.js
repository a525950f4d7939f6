// Reads vitest's JSON report and prints the one line CI reads: "N passed, N failed, N skipped".
// Exits non-zero on any failure, on zero tests, or (under CI) on a skipped test CI could have run.
import { readFileSync } from 'node:fs'

// The only tests allowed to skip under CI: they need a binary this kind of machine cannot download.
const SKIP_ALLOWED_ON_CI = /\[requires the Electron binary\]/

const reportPath = process.argv[2] ?? 'test-results/vitest.json'
let report
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8'))
} catch {
  console.log(`No test report at ${reportPath}: the test run did not finish.`)
  console.log('0 passed, 1 failed, 0 skipped')
  process.exit(1)
}

const tests = report.testResults.flatMap((file) => file.assertionResults.map((test) => ({ ...test, file: file.name })))
const passed = tests.filter((test) => test.status === 'passed').length
const skippedTests = tests.filter((test) => ['pending', 'skipped', 'todo', 'disabled'].includes(test.status))
// A file that fails to load has no assertion results but is a failure all the same.
const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'))
const failed = tests.filter((test) => test.status === 'failed').length + brokenFiles.length

for (const file of brokenFiles) console.log(`Failed to run: ${file.name}: ${(file.message ?? '').split('\n')[0]}`)
const onCi = Boolean(process.env.CI)
const forbiddenSkips = onCi ? skippedTests.filter((test) => !SKIP_ALLOWED_ON_CI.test(test.fullName)) : []
for (const test of forbiddenSkips) console.log(`Skipped on CI, which can run it: ${test.fullName}`)
if (passed + failed === 0) console.log('No test ran.')

console.log(`${passed} passed, ${failed} failed, ${skippedTests.length} skipped`)
process.exit(failed > 0 || passed === 0 || forbiddenSkips.length > 0 ? 1 : 0)
