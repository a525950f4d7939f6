// The names of the operations sources add to the contract (operations.ts has their schemas), kept
// apart so the preload can list its channels without loading any schema.
export const SOURCE_OPERATION_NAMES = ['wallhaven.details', 'randomPhoto', 'getPhoto'] as const
export type SourceOperationName = (typeof SOURCE_OPERATION_NAMES)[number]
