// A source's definition in the window's language: its summary, key steps and search form's words
// through the window's catalog, by the keys src/sources/texts.ts gives them (source-catalog.ts puts
// each source's translations, and its English, under those keys).
import type { SourceDefinition } from '../../../sources/definition'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'
import type { SourceId } from '../../../sources/ids'
import { withTexts } from '../../../sources/texts'
import type { WindowT } from './use-t'

export function localisedDefinition(id: SourceId, t: WindowT): SourceDefinition {
  return withTexts(SOURCE_DEFINITIONS[id], (key) => t(`source.${id}.${key}`))
}
