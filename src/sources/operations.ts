// The operations a source adds to the contract beyond searching (src/shared/ipc.ts spreads them into
// OPERATIONS), and which source answers each: the main process hands each to that source's client.
import type { SourceId } from './ids'
import type { SourceOperationName } from './operation-names'
import { unsplashOperations } from './unsplash/operations'
import { wallhavenOperations } from './wallhaven/operations'

const BY_SOURCE = { wallhaven: wallhavenOperations, unsplash: unsplashOperations } as const satisfies Partial<Record<SourceId, object>>

export const SOURCE_OPERATIONS = { ...BY_SOURCE.wallhaven, ...BY_SOURCE.unsplash } as const satisfies Record<SourceOperationName, unknown>

// The names the preload lists (operation-names.ts) are exactly these: a name missing there fails here.
const EVERY_NAME_LISTED: SourceOperationName extends keyof typeof SOURCE_OPERATIONS ? (keyof typeof SOURCE_OPERATIONS extends SourceOperationName ? true : never) : never = true
void EVERY_NAME_LISTED

/** The source that answers each. */
export const SOURCE_OPERATION_OWNERS = Object.fromEntries(
  Object.entries(BY_SOURCE).flatMap(([source, operations]) => Object.keys(operations).map((name) => [name, source])),
) as Readonly<Record<SourceOperationName, SourceId>>
