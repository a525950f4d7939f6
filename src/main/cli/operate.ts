// A contract operation run from the command line exactly as the window runs it: through the core's
// one entry (invokeOperation), so its input is parsed with the same schema and the same handler
// applies it (settings.set's checks and what a change rebuilds, the tray's pause and resume).
import type { z } from 'zod'
import { TapestryError, ValidationError } from '../../shared/errors'
import type { ALL_OPERATIONS, AnyOperationName, OperationOutput } from '../../shared/ipc'
import type { App } from '../core/app/app'
import { invokeOperation } from '../core/operations/operations'

/** Runs `name` on the app's handlers; a failure is thrown again as the error it was (its kind, its fields). */
export async function operate<N extends AnyOperationName>(app: Pick<App, 'handlers'>, name: N, input: z.input<(typeof ALL_OPERATIONS)[N]['input']>): Promise<OperationOutput<N>> {
  const result = await invokeOperation(app.handlers, name, input, {}, { commandLine: true })
  if (result.ok) return result.value
  const { kind, message, issues } = result.error
  throw kind === 'validation' && issues ? new ValidationError(issues) : new TapestryError(kind, message)
}
