// A search that a newer one has superseded should stop, not only be ignored. An AbortSignal cannot
// cross Electron's contextBridge, so each call gets a request id (plain data) and an abort sends
// `cancel` with it: the main process (or the browser bridge) aborts the operation itself.
import type { OperationInput, OperationName, OperationResult } from '../../../shared/ipc'
import type { WindowApi } from '../../../shared/window-api'

let counter = 0

/** Unique within this window: a time, a counter and a little randomness. */
function newRequestId(): string {
  counter = (counter + 1) % 1_000_000
  return `r${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

export function callAbortable<N extends OperationName>(
  api: WindowApi,
  name: N,
  input: OperationInput<N>,
  signal: AbortSignal,
): Promise<OperationResult<N>> {
  const requestId = newRequestId()
  const operation = api[name] as (input: OperationInput<N>, options: { requestId: string }) => Promise<OperationResult<N>>
  const call = operation(input, { requestId })
  const cancel = () => void api.cancel({ requestId }).catch(() => undefined)
  if (signal.aborted) cancel()
  else signal.addEventListener('abort', cancel, { once: true })
  return call.finally(() => signal.removeEventListener('abort', cancel))
}
