// A handler group answers some of the contract's operations; app.ts joins the groups into the
// whole set (OperationHandlers), so each group is built from only the parts its operations use.
import type { AnyOperationName } from '../../../shared/ipc'
import type { OperationHandlers } from './operations'

export type HandlerGroup<N extends AnyOperationName> = Pick<OperationHandlers, N>

/** What the library changed, said as library.changed so every window reloads that list. */
export type LibraryChanged = (what: 'favourites' | 'history' | 'blocklist' | 'entries') => void
