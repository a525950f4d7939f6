import type { App } from '../core/app/app'
import type { TapestryService } from '../core/sources/service'
import type { CliLocale } from './locale'

/**
 * What a command needs to run; built only when a command actually runs. Commands hand their raw
 * input to the service, which parses every input with the contract's schemas, so the casts to the
 * parameter sets' input types let nothing unchecked through.
 */
export interface CliContext {
  /** The sources, as the settings, keys and environment configure them: enough to search. */
  service: TapestryService
  /**
   * The whole core (library, folders, the desktop), opened at the first call: a search never opens
   * the library database, so it starts like a small tool.
   */
  app(): Promise<App>
  /** How numbers and dates are written (locale.ts, from LC_ALL, LC_NUMERIC, LC_TIME and LANG); en-US and ISO-like dates when not given. */
  locale?: CliLocale
}
