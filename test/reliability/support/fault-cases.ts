// The faults the fakes can make (test/fakes/fake-server.ts), each in the form the fault matrix arms
// it, with what a client must make of it. "Transient" means the fault hits one attempt only: a
// client that retries that kind of failure must then succeed. "Lasting" means every attempt meets it.
import type { ErrorKind } from '../../../src/shared/errors'
import type { Fault } from '../../fakes/fake-server'

/** Per-attempt timeout the matrix gives every client; `slow` answers take far longer. */
export const MATRIX_TIMEOUT_MS = 150
/** Retries after the first attempt (the app's default too). */
export const MATRIX_RETRY_LIMIT = 2
export const MATRIX_RETRY = { limit: MATRIX_RETRY_LIMIT, backoffLimitMs: 20, maxRetryAfterMs: 5_000 } as const

export interface FaultCase {
  name: string
  /** Armed for one attempt. */
  transient: Fault
  /** Armed for every attempt. */
  lasting: Fault
  /** What an API call (a GET for JSON) makes of it. */
  api: Outcome
  /** What an image download makes of it: retried only before the first byte of the body. */
  download: Outcome
}

export interface Outcome {
  /** Retried, so the transient fault ends in success. */
  retried: boolean
  /** The typed error once retrying is over (or at once when not retried). */
  kind: ErrorKind
}

const MIB = 1024 * 1024

export const FAULT_CASES: readonly FaultCase[] = [
  {
    name: '429 with Retry-After',
    // One second is waited out; two minutes is past the 5 s the matrix allows, so it is reported.
    transient: { kind: 'status', status: 429, body: 'Too Many Requests', contentType: 'text/plain', headers: { 'retry-after': '1' } },
    lasting: { kind: 'status', status: 429, body: 'Too Many Requests', contentType: 'text/plain', headers: { 'retry-after': '120' } },
    api: { retried: true, kind: 'rate_limited' },
    download: { retried: true, kind: 'rate_limited' },
  },
  {
    name: '500',
    transient: { kind: 'status', status: 500, body: '<h1>It broke</h1>', contentType: 'text/html' },
    lasting: { kind: 'status', status: 500, body: '<h1>It broke</h1>', contentType: 'text/html' },
    api: { retried: true, kind: 'upstream' },
    download: { retried: true, kind: 'upstream' },
  },
  {
    name: '503',
    transient: { kind: 'status', status: 503, body: 'Service Unavailable', contentType: 'text/plain' },
    lasting: { kind: 'status', status: 503, body: 'Service Unavailable', contentType: 'text/plain' },
    api: { retried: true, kind: 'upstream' },
    download: { retried: true, kind: 'upstream' },
  },
  {
    name: 'reset mid-body',
    transient: { kind: 'reset-mid-body' },
    lasting: { kind: 'reset-mid-body' },
    api: { retried: true, kind: 'network' },
    // The fake's half body is JSON under a 200: a download refuses it by its first bytes, and a
    // body that has started is never retried.
    download: { retried: false, kind: 'upstream' },
  },
  {
    name: 'truncated JSON',
    transient: { kind: 'truncated-json' },
    lasting: { kind: 'truncated-json' },
    api: { retried: false, kind: 'upstream' },
    download: { retried: false, kind: 'upstream' },
  },
  {
    name: 'HTML where JSON belongs',
    transient: { kind: 'html-for-json' },
    lasting: { kind: 'html-for-json' },
    api: { retried: false, kind: 'upstream' },
    download: { retried: false, kind: 'upstream' },
  },
  {
    name: 'text/html where an image belongs',
    transient: { kind: 'html-for-image' },
    lasting: { kind: 'html-for-image' },
    api: { retried: false, kind: 'upstream' },
    download: { retried: false, kind: 'upstream' },
  },
  {
    name: 'a response slower than the timeout',
    transient: { kind: 'slow', delayMs: MATRIX_TIMEOUT_MS * 3 },
    lasting: { kind: 'slow', delayMs: MATRIX_TIMEOUT_MS * 3 },
    api: { retried: true, kind: 'network' },
    download: { retried: true, kind: 'network' },
  },
  {
    name: 'a 30 MiB JSON body',
    transient: { kind: 'huge-json', bytes: 30 * MIB },
    lasting: { kind: 'huge-json', bytes: 30 * MIB },
    api: { retried: false, kind: 'upstream' },
    download: { retried: false, kind: 'upstream' },
  },
]
