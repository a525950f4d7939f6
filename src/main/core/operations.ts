// The one entry through which the window's operations run, whatever carried them (Electron IPC,
// the browser bridge, tests): the input is parsed with the contract's schema, the handler runs, and
// the output is parsed again so only contract fields ever leave (a stray field cannot leak).
import type { z } from 'zod'
import {
  OPERATIONS,
  type EventName,
  type EventPayload,
  type OperationName,
  type OperationOutput,
  type OperationResult,
} from '../../shared/ipc'
import { parseOrThrow } from '../../shared/validation'
import { ValidationError } from '../../shared/errors'
import { toErrorData } from './errors'

export interface OperationContext {
  signal?: AbortSignal
}

export type OperationHandlers = {
  [N in OperationName]: (input: z.output<(typeof OPERATIONS)[N]['input']>, context: OperationContext) => Promise<OperationOutput<N>>
}

export interface EventSink {
  emit<N extends EventName>(name: N, payload: EventPayload<N>): void
}

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && Object.hasOwn(OPERATIONS, name)
}

/** Runs `name` with untrusted `input`; never throws, always answers with the contract's result. */
export async function invokeOperation<N extends OperationName>(
  handlers: OperationHandlers,
  name: N,
  input: unknown,
  context: OperationContext = {},
): Promise<OperationResult<N>> {
  try {
    if (!isOperationName(name)) throw new ValidationError([{ field: 'operation', message: 'is not a known operation' }])
    const spec = OPERATIONS[name]
    const parsed = parseOrThrow(spec.input, input)
    const handler = handlers[name] as (input: unknown, context: OperationContext) => Promise<unknown>
    const output = await handler(parsed, context)
    return { ok: true, value: spec.output.parse(output) as OperationOutput<N> }
  } catch (error) {
    return { ok: false, error: toErrorData(error) }
  }
}
