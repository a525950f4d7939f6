// A library whose log (library.db-wal) was deleted while another process has it open. What that log
// held since the last checkpoint is then only in the other process's open file, and SQLite's shared
// index (-shm) still points into it: a new connection either fails to read ("disk I/O error") or,
// when the log had been checkpointed, works from library.db and starts a new log, after which the
// two processes each read pages the other wrote in a different file, and both lose writes (seen
// with the real SQLite: 13 acknowledged rows became 8). So nothing opens it in that state: the app
// notices within one poll of its outside changes, checkpoints what it holds into library.db and
// reopens, which makes a new log (live-database.ts); this waits for that. A program that never does
// (an older Tapestry, another SQLite program) is named in one sentence.
//
// The state is recognised without opening anything: SQLite makes the -wal before the -shm when a
// library is opened and deletes the -shm before the -wal when the last connection closes, so a
// -shm with no -wal beside it means the log was deleted under someone; SQLite's own lock says
// whether anyone still has the library open.
import { existsSync } from 'node:fs'
import { FilesystemError } from '../errors/errors'
import { holdExclusively } from './exclusive-hold'
import { deletedLogSentence } from './library-notices'
import { OUTSIDE_CHANGE_POLL_MS } from './outside-change-poll'

/** Three of the app's polls: it rebuilds the log at the first that comes. */
const WAIT_MS = 3 * OUTSIDE_CHANGE_POLL_MS
const LOOK_EVERY_MS = 100

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

const logMissing = (file: string) => existsSync(`${file}-shm`) && !existsSync(`${file}-wal`)

/** Returns once the library can be opened safely; throws the sentence when another program keeps it broken. */
export function waitForDeletedLog(file: string): void {
  if (!logMissing(file)) return
  const hold = holdExclusively(file)
  if ('held' in hold) {
    // Nobody has it open: SQLite rebuilds its index from library.db, and what the log held went with it.
    hold.held.close()
    return
  }
  if ('unreadable' in hold) return
  const until = Date.now() + WAIT_MS
  while (logMissing(file)) {
    if (Date.now() >= until) throw new FilesystemError(...deletedLogSentence())
    sleep(LOOK_EVERY_MS)
  }
}
