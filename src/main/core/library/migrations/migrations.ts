// The library's schema steps in order, one file each (NNN-what.ts, NNN its version). A new step is a
// new file with the next number, added at the end here, and a test that upgrades a library holding
// rows at the version before it (test/unit/library/migrations/).
import { migration001 } from './001-first-tables'
import { migration002 } from './002-showing-history-seq'
import { migration003 } from './003-local-folders'
import { migration004 } from './004-spans'
import { migration005 } from './005-crops'
import { migration006 } from './006-downloads'
import { migration007 } from './007-wallhaven-records'
import type { Migration } from './migration'

export type { Migration } from './migration'

export const MIGRATIONS: readonly Migration[] = [migration001, migration002, migration003, migration004, migration005, migration006, migration007]

// A step out of place would give existing libraries a schema their version does not say.
MIGRATIONS.forEach((migration, index) => {
  if (migration.version !== index + 1) throw new Error(`Library migration ${migration.version} is listed at place ${index + 1}.`)
})
