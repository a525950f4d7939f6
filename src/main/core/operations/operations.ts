// The one entry through which the window's operations run, whatever carried them (Electron IPC,
// the browser bridge, tests): the input is parsed with the contract's schema, the handler runs, and
// the output is parsed again so only contract fields ever leave (a stray field cannot leak).
import type { z } from 'zod'
import {
  ALL_OPERATIONS,
  OPERATIONS,
  type AnyOperationName,
  type EventName,
  type EventPayload,
  type OperationName,
  type OperationOutput,
  type OperationResult,
} from '../../../shared/ipc'
import { parseOrThrow } from '../../../shared/validation'
import { ValidationError } from '../../../shared/errors'
import { toErrorData } from '../errors/errors'

export interface OperationContext {
  signal?: AbortSignal
}

export type OperationHandlers = {
  [N in AnyOperationName]: (input: z.output<(typeof ALL_OPERATIONS)[N]['input']>, context: OperationContext) => Promise<OperationOutput<N>>
}

export interface EventSink {
  emit<N extends EventName>(name: N, payload: EventPayload<N>): void
}

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && Object.hasOwn(OPERATIONS, name)
}

/**
 * Runs `name` with untrusted `input`; never throws, always answers with the contract's result. A
 * window carrier (IPC, the bridge) reaches the window's OPERATIONS only; the command line passes
 * `commandLine` to reach its own as well.
 */
export async function invokeOperation<N extends AnyOperationName>(
  handlers: OperationHandlers,
  name: N,
  input: unknown,
  context: OperationContext = {},
  reach: { commandLine?: boolean } = {},
): Promise<OperationResult<N>> {
  try {
    const known = reach.commandLine ? Object.hasOwn(ALL_OPERATIONS, name) : isOperationName(name)
    if (!known) throw new ValidationError([{ field: 'operation', message: 'is not a known operation' }])
    const spec = ALL_OPERATIONS[name]
    const parsed = parseOrThrow(spec.input, input)
    const handler = handlers[name] as (input: unknown, context: OperationContext) => Promise<unknown>
    const output = await handler(parsed, context)
    return { ok: true, value: spec.output.parse(output) as OperationOutput<N> }
  } catch (error) {
    return { ok: false, error: toErrorData(error) }
  }
}

/**
 * The requests a carrier (the Electron IPC wrapper, the browser bridge) is running, by the id the
 * window gave each one, so `cancel` can abort a superseded search in the main process instead of
 * letting it run on and spend the source's rate limit.
 */
export interface RequestTracker {
  run<T>(requestId: string | undefined, work: (signal: AbortSignal | undefined) => Promise<T>): Promise<T>
  cancel(requestId: string): boolean
}

export function createRequestTracker(): RequestTracker {
  const running = new Map<string, AbortController>()
  return {
    async run(requestId, work) {
      if (requestId === undefined) return work(undefined)
      const controller = new AbortController()
      running.get(requestId)?.abort()
      running.set(requestId, controller)
      try {
        return await work(controller.signal)
      } finally {
        if (running.get(requestId) === controller) running.delete(requestId)
      }
    },
    cancel(requestId) {
      const controller = running.get(requestId)
      if (!controller) return false
      controller.abort()
      running.delete(requestId)
      return true
    },
  }
}

/** The core's handlers with `cancel` answered by the carrier's own tracker. */
export function withCancellation(handlers: OperationHandlers, tracker: RequestTracker): OperationHandlers {
  return { ...handlers, cancel: async ({ requestId }) => ({ cancelled: tracker.cancel(requestId) }) }
}
