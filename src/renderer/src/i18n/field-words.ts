// The window's voice for what a form says beside a field (src/shared/i18n/field-words.ts): the
// shared schemas ask for a message when they judge a value, and here they get it in the window's
// language. translate() follows WindowIntl, so installing once covers every later language change;
// a message this window's catalog lacks falls back to the schema's English.
import { setFieldWords } from '../../../shared/i18n/field-words'
import { hasMessage, translate } from './use-t'
import type { WindowMessageKey } from './window-catalog'

export function installFieldWords(): void {
  setFieldWords((key, values) => (hasMessage(key) ? translate(key as WindowMessageKey, values) : undefined))
}
