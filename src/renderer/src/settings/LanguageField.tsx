// The window's, the tray's and the menus' language: "System default" (the system's preferred
// languages, matched) or one catalog, each language by its own name (docs/i18n.md). Saved as
// picked; the window changes at once, the tray and menus are built again by the main process.
import { LOCALE_NAMES, SUPPORTED_LOCALES, type LanguageSetting } from '../../../shared/i18n/locales'
import type { PublicSettings } from '../../../shared/settings'
import { useT } from '../i18n/use-t'
import { ChoiceField } from './fields'
import { useSave } from './use-save'

export function LanguageField({ settings }: { settings: PublicSettings }) {
  const t = useT()
  const { saved, issues, save } = useSave()
  const options: (readonly [LanguageSetting, string])[] = [['system', t('settings.language.system')], ...SUPPORTED_LOCALES.map((locale) => [locale, LOCALE_NAMES[locale]] as const)]
  return (
    <ChoiceField
      name="language"
      label={t('settings.language.label')}
      value={settings.language}
      options={options}
      saved={saved}
      issues={issues['settings.language']}
      hint={t('settings.language.hint')}
      onChange={(language) => void save({ settings: { language } })}
    />
  )
}
