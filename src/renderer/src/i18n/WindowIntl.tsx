// The window's IntlProvider: messages and formats in the chosen locale, and the page's own
// <html lang dir> (and React Aria's locale) to match, so screen readers, hyphenation, keyboard
// movement and right-to-left layout follow it.
import { useEffect, useMemo, type ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { IntlProvider, useIntl } from 'react-intl'
import { isRightToLeft, type LanguageSetting } from '../../../shared/i18n/locales'
import { systemLanguages, formattingLocale, windowLocale } from './window-locale'
import { windowMessages } from './window-catalog'
import { setCurrentIntl } from './use-t'
import { installFieldWords } from './field-words'

// The shared schemas the window judges forms with say their messages in the window's language.
installFieldWords()

export function WindowIntl({ setting, children }: { setting: LanguageSetting | null; children: ReactNode }) {
  const languages = systemLanguages()
  const locale = useMemo(() => windowLocale(setting, languages), [setting, languages])
  useEffect(() => {
    document.documentElement.lang = locale
    document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr'
  }, [locale])
  return (
    <IntlProvider locale={formattingLocale(locale, languages)} defaultLocale="en" messages={windowMessages(locale)} onError={reportMessageFault}>
      <KeepCurrent />
      {/* React Aria's controls (a slider's direction, arrow keys in a radio group) follow the same locale. */}
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </IntlProvider>
  )
}

/** Gives translate() (code outside components) the provider's intl, before its siblings render. */
function KeepCurrent() {
  setCurrentIntl(useIntl())
  return null
}

/** A fault in one message is said on the console, never thrown: one odd label beats no window. */
function reportMessageFault(error: { code: string; message: string }): void {
  if (error.code !== 'MISSING_DATA') console.warn(`Message: ${error.message}`)
}
