// Sources & keys: which source the window opens on, and each online source with what it needs,
// how to get its key (numbered steps and the page where it is made), and the key under it. Where
// keys are kept is said once, for all of them.
import type { MediaSource } from '../../../shared/media'
import { MediaSourceSchema } from '../../../shared/media'
import type { PublicSettings } from '../../../shared/settings'
import { SOURCE_LABELS } from '../search/search-state'
import { ChoiceField } from './fields'
import { KeyField, type OnToast } from './KeyField'
import { sourceKeys } from './source-keys'
import { useSave } from './use-save'
import { useT } from '../i18n/use-t'

/** Where the keys are kept, in one plain paragraph (or two, when the keychain did not open). */
function KeychainNote({ settings }: { settings: PublicSettings }) {
  const storages = Object.values(settings.keyStorage)
  const inFile = storages.includes('file')
  const locked = storages.includes('keychain-unavailable')
  const t = useT()
  return (
    <div className="keychain-note" data-testid="keychain-note">
      <p>
        {inFile ? t('settings.keys.inFile') : t('settings.keys.inKeychain')} {t('settings.keys.neverShown')}
      </p>
      {locked && <p>{t('settings.keys.locked')}</p>}
    </div>
  )
}

export function SourcesSection({ settings, focus, onToast }: { settings: PublicSettings; focus: string | null; onToast: OnToast }) {
  const { saved, issues, save } = useSave()
  const t = useT()
  return (
    <>
      <ChoiceField<MediaSource>
        name="defaultSource"
        label={t('settings.defaultSource')}
        value={settings.defaultSource}
        options={MediaSourceSchema.options.map((source) => [source, SOURCE_LABELS[source]] as const)}
        saved={saved}
        issues={issues['settings.defaultSource']}
        onChange={(defaultSource) => void save({ settings: { defaultSource } })}
      />
      <KeychainNote settings={settings} />
      {sourceKeys(t).map((source) => (
        <section key={source.source} className="source-card" aria-labelledby={`source-${source.source}`} data-source={source.source}>
          <h3 id={`source-${source.source}`}>{source.title}</h3>
          <p className="field-hint">{source.need}</p>
          {/* Open while the source has no key; once it has one, the steps are a click away. */}
          <details className="key-help" open={!source.keys.some((key) => settings.hasKey[key.name])}>
            <summary>{source.keys.length > 1 ? t('settings.keys.howAppId') : t('settings.keys.howKey')}</summary>
            <ol className="key-steps">
              {source.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </details>
          <p className="key-link">
            <a href={source.link.href} target="_blank" rel="noreferrer">
              {source.link.text}
            </a>
          </p>
          {source.keys.map((key) => (
            <KeyField key={key.name} info={key} isSet={settings.hasKey[key.name] ?? false} storage={settings.keyStorage[key.name] ?? null} focused={focus === key.name} onToast={onToast} />
          ))}
        </section>
      ))}
    </>
  )
}
