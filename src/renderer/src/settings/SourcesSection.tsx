// Sources & keys: which source the window opens on, and each online source with what it needs,
// how to get its key (numbered steps and the page where it is made), and the key under it. Where
// keys are kept is said once, for all of them.
import type { MediaSource } from '../../../shared/media'
import { MediaSourceSchema } from '../../../shared/media'
import type { PublicSettings } from '../../../shared/settings'
import { SOURCE_LABELS } from '../search/search-state'
import { ChoiceField } from './fields'
import { KeyField, type OnToast } from './KeyField'
import { SOURCE_KEYS } from './source-keys'
import { useSave } from './use-save'

/** Where the keys are kept, in one plain paragraph (or two, when the keychain did not open). */
function KeychainNote({ settings }: { settings: PublicSettings }) {
  const storages = Object.values(settings.keyStorage)
  const inFile = storages.includes('file')
  const locked = storages.includes('keychain-unavailable')
  return (
    <div className="keychain-note" data-testid="keychain-note">
      <p>
        {inFile
          ? 'This computer has no keychain Tapestry can use, so your keys are kept in a file in Tapestry’s data folder that only your user account can read.'
          : 'Your keys are kept in your system’s keychain.'}{' '}
        Once saved, a key is never shown again: only whether it is set.
      </p>
      {locked && <p>A key saved in the keychain could not be read: the keychain is locked or not running. Unlock it and restart Tapestry; there is no need to paste the key again.</p>}
    </div>
  )
}

export function SourcesSection({ settings, focus, onToast }: { settings: PublicSettings; focus: string | null; onToast: OnToast }) {
  const { saved, issues, save } = useSave()
  return (
    <>
      <ChoiceField<MediaSource>
        name="defaultSource"
        label="Open the window on"
        value={settings.defaultSource}
        options={MediaSourceSchema.options.map((source) => [source, SOURCE_LABELS[source]] as const)}
        saved={saved}
        issues={issues['settings.defaultSource']}
        onChange={(defaultSource) => void save({ settings: { defaultSource } })}
      />
      <KeychainNote settings={settings} />
      {SOURCE_KEYS.map((source) => (
        <section key={source.source} className="source-card" aria-labelledby={`source-${source.source}`} data-source={source.source}>
          <h3 id={`source-${source.source}`}>{source.title}</h3>
          <p className="field-hint">{source.need}</p>
          {/* Open while the source has no key; once it has one, the steps are a click away. */}
          <details className="key-help" open={!source.keys.some((key) => settings.hasKey[key.name])}>
            <summary>How to get {source.keys.length > 1 ? 'an app id' : 'a key'}</summary>
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
