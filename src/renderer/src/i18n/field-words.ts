// The window's voice for what a form says beside a field (src/shared/i18n/field-words.ts): the
// shared schemas ask for a message when they judge a value, and here they get it in the window's
// language. translate() follows WindowIntl, so installing once covers every later language change;
// a message this window's catalog lacks falls back to the schema's English.
// zod's own messages (a number too small in Settings, a value of the wrong kind) come from zod's
// locales, the library's own translations, chosen by the window's language when a value is judged.
// The command line installs neither and keeps zod's English.
import { z } from 'zod'
import de from 'zod/v4/locales/de.js'
import en from 'zod/v4/locales/en.js'
import es from 'zod/v4/locales/es.js'
import fr from 'zod/v4/locales/fr.js'
import ptBR from 'zod/v4/locales/pt-BR.js'
import zhCN from 'zod/v4/locales/zh-CN.js'
import { setFieldWords } from '../../../shared/i18n/field-words'
import type { SupportedLocale } from '../../../shared/i18n/locales'
import { matchLocale } from '../../../shared/i18n/match-locale'
import { currentLocale, hasMessage, translate } from './use-t'
import type { WindowMessageKey } from './window-catalog'

const ZOD_LOCALES: Readonly<Record<SupportedLocale, typeof en>> = { en, de, es, fr, 'pt-BR': ptBR, 'zh-CN': zhCN }

type ZodErrorMap = NonNullable<ReturnType<typeof en>['localeError']>
const zodMaps = new Map<string, ZodErrorMap>()

/** zod's error map for the window's language now; English for the pseudo-locales, which zod does not have. */
function zodMap(): ZodErrorMap {
  const locale = currentLocale()
  let map = zodMaps.get(locale)
  if (map === undefined) {
    // The window formats in the system's variant (de-AT); zod's locale is the language's.
    map = ZOD_LOCALES[matchLocale([locale])]().localeError as ZodErrorMap
    zodMaps.set(locale, map)
  }
  return map
}

export function installFieldWords(): void {
  setFieldWords((key, values) => (hasMessage(key) ? translate(key as WindowMessageKey, values) : undefined))
  z.config({ localeError: (issue) => zodMap()(issue) })
}
