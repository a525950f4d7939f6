// The log file a person sends with a problem report: in the data folder, owner-only, rotated, and
// never holding a key, a bearer token or a URL's password.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createAppLog } from '../../../src/main/core/log/app-log'
import { redactLogLine } from '../../../src/main/core/log/redact-log-line'

const KEY = 'Unsplash-Access-Key-0123456789'
let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-log-'))
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

describe('the log file', () => {
  it('is <data>/logs/tapestry.log, readable by the owner only, one line each with time and level', async () => {
    const log = createAppLog({ dataDir, secrets: () => [] })
    log.info('Tapestry started')
    log.warn('No system keychain can be used here')
    log.error('A rotation step failed:', new Error('Wallhaven could not be reached'))
    expect(log.folder).toBe(path.join(dataDir, 'logs'))
    expect(log.file).toBe(path.join(dataDir, 'logs', 'tapestry.log'))
    const text = await readFile(log.file, 'utf8')
    expect(text).toMatch(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] \[info\] +Tapestry started\n/)
    expect(text).toMatch(/\[warn\] +No system keychain can be used here/)
    expect(text).toMatch(/\[error\] +A rotation step failed: Error: Wallhaven could not be reached/)
    expect((await stat(log.file)).mode & 0o777).toBe(0o600)
  })

  it('never holds a saved key, in a line, an error or an object', async () => {
    const log = createAppLog({ dataDir, secrets: () => [KEY] })
    log.info(`request with ${KEY}`)
    log.error('failed', new Error(`upstream echoed ${KEY}`))
    log.warn(`headers ${JSON.stringify({ authorization: `Client-ID ${KEY}` })}`)
    const text = await readFile(log.file, 'utf8')
    expect(text).not.toContain(KEY)
    expect(text.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(3)
  })

  it('rotates past its size, keeping three old files', async () => {
    const log = createAppLog({ dataDir, secrets: () => [], maxBytes: 2_000 })
    for (let i = 0; i < 400; i++) log.info(`line ${i} ${'x'.repeat(40)}`)
    const files = (await readdir(log.folder)).sort()
    expect(files).toEqual(['tapestry.1.log', 'tapestry.2.log', 'tapestry.3.log', 'tapestry.log'])
    for (const file of files) expect((await stat(path.join(log.folder, file))).size).toBeLessThan(2_200)
    expect(await readFile(log.file, 'utf8')).toContain('line 399 ')
  })
})

describe('redactLogLine', () => {
  it.each([
    ['Authorization: Bearer eyJhbGciOi.abc-123', 'Authorization: Bearer [redacted]'],
    ['Client-ID abcdef123456', 'Client-ID [redacted]'],
    ['{"access_token":"tok-123456","expires_in":3600}', '{"access_token":"[redacted]","expires_in":3600}'],
    ['client_secret=s3cr3t-value&grant_type=x', 'client_secret=[redacted]&grant_type=x'],
    ['proxy http://me:pa55word@proxy.example/api', 'proxy http://[redacted]@proxy.example/api'],
    ['Tapestry set wallhaven abc123 on all displays', 'Tapestry set wallhaven abc123 on all displays'],
  ])('%s', (line, expected) => expect(redactLogLine(line, [])).toBe(expected))

  it('removes every saved key wherever it appears, but not a too-short one', () => {
    expect(redactLogLine(`a ${KEY} b ${KEY}`, [KEY])).toBe('a [redacted] b [redacted]')
    expect(redactLogLine('a b c', ['a'])).toBe('a b c')
  })
})
