import type { App } from '../core/app'
import type { TapestryService } from '../core/service'

/**
 * What a command needs to run; built only when a command actually runs. Commands hand their raw
 * input to the service, which parses every input with the contract's schemas, so the casts to the
 * parameter sets' input types let nothing unchecked through.
 */
export interface CliContext {
  service: TapestryService
  app: App
}
