// A search that a newer one has superseded should stop, not only be ignored. WindowApi's functions
// take only the input, so the signal travels as a second argument that carriers may honour: the
// browser harness aborts its fetch (and the bridge the operation). Electron's preload cannot take
// it (an AbortSignal does not cross the contextBridge), so there the caller only drops the answer.
import type { OperationInput, OperationName, OperationResult } from '../../../shared/ipc'
import type { WindowApi } from '../../../shared/window-api'

type WithSignal<N extends OperationName> = (input: OperationInput<N> | undefined, options: { signal: AbortSignal }) => Promise<OperationResult<N>>

export function callAbortable<N extends OperationName>(
  api: WindowApi,
  name: N,
  input: OperationInput<N>,
  signal: AbortSignal,
): Promise<OperationResult<N>> {
  if (!api.cancellable) return api[name](input as never) as Promise<OperationResult<N>>
  const operation = api[name] as unknown as WithSignal<N>
  return operation(input, { signal })
}
