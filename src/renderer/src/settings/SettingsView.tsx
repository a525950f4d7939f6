// Settings: keys (write-only: the window only learns "set" or "not set"), the default source,
// rotation, the download folder and disk quota, and how the wallpaper is set. Each change is
// checked with the shared schema before it is sent, and the messages stand beside the fields.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { ErrorData } from '../../../shared/errors'
import type { RotationStatus } from '../../../shared/ipc'
import { MediaSourceSchema, type MediaSource } from '../../../shared/media'
import { WALLPAPER_BACKEND_IDS, type KeyStorage, type PublicSettings, type SecretName } from '../../../shared/settings'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { SelectField, TextField, Toggle, errorId, humanize } from '../components/controls'
import { useSettings } from '../hooks/settings-context'
import { useEvent } from '../hooks/use-event'
import { formatDateTime } from '../preview/format'
import { SOURCE_LABELS } from '../search/search-state'
import { StatusMessage } from '../status/StatusMessage'
import { LocalFoldersSection } from './LocalFoldersSection'
import { LogSection } from './LogSection'
import { NotificationsSection } from './NotificationsSection'
import { PoolFields, poolOf, type PoolRow } from './PoolFields'
import { ScheduleFields, schedulePatch, type ScheduleKind } from './ScheduleFields'
import { FitField } from './FitField'
import { ShortcutsSection } from './ShortcutsSection'
import { StartupSection } from './StartupSection'
import { SaveStatus, useSave } from './use-save'
import { lockScreenHint, useWallpaperMethod } from './use-wallpaper-method'

export default function SettingsView({ focus }: { focus: string | null }) {
  const { settings, error, reload } = useSettings()
  if (settings === null) {
    if (error) return <StatusMessage error={error} at={Date.now()} onRetry={reload} />
    return <p role="status">Loading settings…</p>
  }
  return (
    <section className="settings-view" aria-label="Settings">
      <h1>Settings</h1>
      <KeysSection settings={settings} focus={focus} />
      <GeneralSection settings={settings} />
      <LocalFoldersSection focused={focus === 'localFolders'} />
      <RotationSection settings={settings} />
      <StartupSection settings={settings} />
      <NotificationsSection settings={settings} />
      <ShortcutsSection settings={settings} />
      <WallpaperSection settings={settings} />
      <LogSection />
    </section>
  )
}

const KEYS: readonly { name: SecretName; label: string; about: string }[] = [
  { name: 'wallhavenApiKey', label: 'Wallhaven API key', about: 'Optional: Wallhaven works without it; the key unlocks NSFW results.' },
  { name: 'unsplashAccessKey', label: 'Unsplash access key', about: 'Needed to search Unsplash (the Access Key of your application).' },
  { name: 'redditClientId', label: 'Reddit client id', about: 'Needed to use Reddit: the id of an installed app, or of a script app.' },
  { name: 'redditClientSecret', label: 'Reddit client secret', about: 'Only for a script app; an installed app has none.' },
]

function KeysSection({ settings, focus }: { settings: PublicSettings; focus: string | null }) {
  return (
    <section className="settings-section" aria-labelledby="keys-heading">
      <h2 id="keys-heading">Keys</h2>
      <p className="section-note">Keys stay in the main process: once saved they are never shown again, only whether one is set.</p>
      {KEYS.map((key) => (
        <KeyRow
          key={key.name}
          secret={key.name}
          label={key.label}
          about={key.about}
          isSet={settings.hasKey[key.name]}
          storage={settings.keyStorage[key.name]}
          focused={focus === key.name}
        />
      ))}
    </section>
  )
}

interface KeyRowProps {
  secret: SecretName
  label: string
  about: string
  isSet: boolean
  /**
   * Where it is kept: "file" is the owner-only secrets.json, where no keychain protects it;
   * "keychain-unavailable" is saved in the keychain, which would not give it back this time.
   */
  storage: KeyStorage | null
  focused: boolean
}

function KeyRow({ secret, label, about, isSet, storage, focused }: KeyRowProps) {
  const withoutKeychain = isSet && storage === 'file'
  const keychainLocked = !isSet && storage === 'keychain-unavailable'
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState('')
  const { saved, issues, save } = useSave()
  const messages = issues[`secrets.${secret}`]
  const invalid = messages !== undefined && messages.length > 0

  useEffect(() => {
    if (!focused) return
    input.current?.scrollIntoView?.({ block: 'center' })
    input.current?.focus()
  }, [focused])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (value.trim() === '') return
    if (await save({ secrets: { [secret]: value } }, `${label} saved.`)) setValue('')
  }

  return (
    <form className={focused ? 'key-row highlighted' : 'key-row'} onSubmit={onSubmit} data-secret={secret}>
      <div className="key-head">
        <label htmlFor={id}>{label}</label>
        <span className={isSet ? 'pill pill-set' : keychainLocked ? 'pill pill-warning' : 'pill'} data-testid={`${secret}-status`}>
          {isSet ? 'set' : keychainLocked ? 'saved, keychain not open' : 'not set'}
        </span>
        {withoutKeychain && (
          <span className="pill pill-warning" data-testid={`${secret}-storage`}>
            saved without a keychain
          </span>
        )}
      </div>
      <p className="field-hint">{about}</p>
      {withoutKeychain && (
        <p className="field-hint">
          No keychain protects keys here (this desktop has none, or none is running), so the key is kept in secrets.json in Tapestry’s data folder, readable only by your user account, as the command line keeps it.
        </p>
      )}
      {keychainLocked && (
        <p className="field-hint">
          The key is saved in the system keychain, which did not give it back when Tapestry started: it is locked, refused access, or not running. It is kept: unlock the keychain, then restart Tapestry. There is no need to set it again.
        </p>
      )}
      <div className="key-input">
        <input
          ref={input}
          id={id}
          name={secret}
          type="password"
          value={value}
          autoComplete="off"
          spellCheck={false}
          placeholder={isSet ? 'Paste a new key to replace it' : 'Paste the key'}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId(id) : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="primary" disabled={value.trim() === '' || saved.state === 'busy'}>
          Save
        </button>
        {isSet && (
          <button type="button" className="danger" onClick={() => void save({ secrets: { [secret]: null } }, `${label} removed.`)} disabled={saved.state === 'busy'}>
            Remove
          </button>
        )}
      </div>
      {invalid && (
        <ul className="field-errors" id={errorId(id)}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <SaveStatus saved={saved} />
    </form>
  )
}

const GIB = 1024 * 1024 * 1024

/** Bytes as the GiB the quota box shows (up to two decimals). */
function toGib(bytes: number): string {
  return String(Math.round((bytes / GIB) * 100) / 100)
}

function GeneralSection({ settings }: { settings: PublicSettings }) {
  const [defaultSource, setDefaultSource] = useState(settings.defaultSource)
  const [folder, setFolder] = useState(settings.downloadFolder ?? '')
  const [quota, setQuota] = useState(toGib(settings.quotaBytes))
  const { saved, issues, save } = useSave()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const quotaText = quota.trim()
    void save(
      {
        settings: {
          defaultSource,
          downloadFolder: folder.trim() === '' ? null : folder,
          // Not a number stays not a number, so the schema says so beside the box.
          quotaBytes: quotaText === '' ? Number.NaN : Math.round(Number(quotaText) * GIB),
        },
      },
      'Saved.',
    )
  }

  return (
    <form className="settings-section" aria-labelledby="general-heading" onSubmit={onSubmit} noValidate>
      <h2 id="general-heading">General</h2>
      <SelectField<MediaSource>
        name="defaultSource"
        label="Default source"
        value={defaultSource}
        options={MediaSourceSchema.options.map((source) => [source, SOURCE_LABELS[source]] as const)}
        issues={issues['settings.defaultSource']}
        onChange={setDefaultSource}
      />
      <TextField
        name="downloadFolder"
        label="Download folder"
        value={folder}
        placeholder="The library folder in Tapestry’s data folder"
        issues={issues['settings.downloadFolder']}
        hint="Where downloaded and set images are kept. Leave empty for the default."
        onChange={setFolder}
      />
      <TextField
        name="quotaBytes"
        label="Disk quota (GiB)"
        value={quota}
        inputMode="numeric"
        issues={issues['settings.quotaBytes']}
        hint="When the library grows past it, the least recently used images are removed (never favourites or current wallpapers)."
        onChange={setQuota}
      />
      <button type="submit" className="primary" disabled={saved.state === 'busy'}>
        Save
      </button>
      <SaveStatus saved={saved} />
    </form>
  )
}

function RotationSection({ settings }: { settings: PublicSettings }) {
  const api = useApi()
  const [pool, setPool] = useState<PoolRow[]>(() => settings.rotation.pool.map((member) => ({ member, weight: String(member.weight) })))
  const [perDisplay, setPerDisplay] = useState(settings.rotation.perDisplay)
  const [interval, setIntervalText] = useState(String(settings.rotation.intervalMinutes))
  const [schedule, setSchedule] = useState<ScheduleKind>(settings.rotation.dailyAt === null ? 'interval' : 'daily')
  const [dailyAt, setDailyAt] = useState(settings.rotation.dailyAt ?? '08:00')
  const [nsfw, setNsfw] = useState(settings.rotation.includeNsfw)
  const [fit, setFit] = useState(settings.rotation.fit)
  const { saved, issues, save } = useSave()
  const [status, setStatus] = useState<RotationStatus | null>(null)
  const [statusError, setStatusError] = useState<{ error: ErrorData; at: number } | null>(null)

  useEffect(() => {
    api['rotation.status']().then(
      (result) => (result.ok ? setStatus(result.value) : setStatusError({ error: result.error, at: Date.now() })),
      () => undefined,
    )
  }, [api])
  useEvent('rotation.changed', setStatus)

  const control = async (name: 'rotation.start' | 'rotation.stop' | 'rotation.next') => {
    const result = await api[name]().catch(carrierFailure)
    if (result.ok) {
      setStatus(result.value)
      setStatusError(null)
    } else setStatusError({ error: result.error, at: Date.now() })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void save({ settings: { rotation: { pool: poolOf(pool), perDisplay, ...schedulePatch(schedule, interval, dailyAt), includeNsfw: nsfw, fit } } }, 'Rotation saved.')
  }

  return (
    <form className="settings-section" aria-labelledby="rotation-heading" onSubmit={onSubmit} noValidate>
      <h2 id="rotation-heading">Rotation</h2>
      {status && (
        <p className="rotation-status" role="status">
          {status.paused ? 'Rotation is paused.' : status.nextRunAt ? `Next change ${formatDateTime(status.nextRunAt)}.` : 'Rotation is on.'}
          {status.current ? ` Now showing “${status.current.title}”.` : ''}
          {status.note ? ` ${status.note}` : ''}
        </p>
      )}
      {statusError && <StatusMessage compact error={statusError.error} at={statusError.at} />}
      {status && (
        <div className="action-row">
          {status.paused ? (
            <button type="button" onClick={() => void control('rotation.start')}>
              Resume
            </button>
          ) : (
            <button type="button" onClick={() => void control('rotation.stop')}>
              Pause
            </button>
          )}
          <button type="button" onClick={() => void control('rotation.next')} disabled={status.busy}>
            Next wallpaper
          </button>
        </div>
      )}
      <PoolFields rows={pool} folders={settings.localFolders} perDisplay={perDisplay} issues={issues} onRows={setPool} onPerDisplay={setPerDisplay} />
      <ScheduleFields
        kind={schedule}
        interval={interval}
        dailyAt={dailyAt}
        issues={issues}
        onKind={setSchedule}
        onInterval={setIntervalText}
        onDailyAt={setDailyAt}
      />
      <FitField value={fit} issues={issues['settings.rotation.fit']} onChange={setFit} />
      <Toggle name="includeNsfw" label="Include NSFW images" checked={nsfw} hint="Off by default: rotation shows only safe images." onChange={setNsfw} />
      <button type="submit" className="primary" disabled={saved.state === 'busy'}>
        Save
      </button>
      <SaveStatus saved={saved} />
    </form>
  )
}

const BACKEND_LABELS: Partial<Record<(typeof WALLPAPER_BACKEND_IDS)[number] | 'auto', string>> = {
  auto: 'Automatic (this desktop’s own method)',
  kde: 'KDE Plasma',
  xfce: 'Xfce',
  lxde: 'LXDE',
  lxqt: 'LXQt',
  sway: 'sway (its own output … bg)',
  swaybg: 'swaybg (other wlroots compositors)',
  gnome: 'GNOME',
  mate: 'MATE',
  macos: 'macOS',
  custom: 'My own command',
}

function WallpaperSection({ settings }: { settings: PublicSettings }) {
  const [backend, setBackend] = useState(settings.wallpaper.backend)
  const [command, setCommand] = useState(settings.wallpaper.customCommand ?? '')
  const [lockScreen, setLockScreen] = useState(settings.wallpaper.lockScreen)
  const [afterChange, setAfterChange] = useState(settings.wallpaper.afterChangeCommand ?? '')
  const { saved, issues, save } = useSave()
  const { method, reload } = useWallpaperMethod()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const blankIsNone = (text: string) => (text.trim() === '' ? null : text)
    const done = await save({ settings: { wallpaper: { backend, customCommand: blankIsNone(command), lockScreen, afterChangeCommand: blankIsNone(afterChange) } } }, 'Saved.')
    // Another method may treat the lock screen differently.
    if (done) reload()
  }

  return (
    <form className="settings-section" aria-labelledby="wallpaper-heading" onSubmit={onSubmit} noValidate>
      <h2 id="wallpaper-heading">Setting the wallpaper</h2>
      <SelectField<PublicSettings['wallpaper']['backend']>
        name="backend"
        label="Method"
        value={backend}
        options={(['auto', ...WALLPAPER_BACKEND_IDS] as const).map((id) => [id, BACKEND_LABELS[id] ?? humanize(id)] as const)}
        issues={issues['settings.wallpaper.backend']}
        onChange={setBackend}
      />
      {backend === 'custom' && (
        <TextField
          name="customCommand"
          label="Command"
          value={command}
          placeholder="setbg --output {display} {file}"
          issues={issues['settings.wallpaper.customCommand']}
          hint="{file} is replaced by the image’s path, {display} by the display."
          onChange={setCommand}
        />
      )}
      <Toggle name="lockScreen" label="Also set the lock screen" checked={lockScreen} hint={lockScreenHint(method)} onChange={setLockScreen} />
      <TextField
        name="afterChangeCommand"
        label="After every change, run"
        value={afterChange}
        placeholder="wal -i {file}"
        issues={issues['settings.wallpaper.afterChangeCommand']}
        hint="For re-theming with pywal or matugen, say. {file}, {display}, {source} and {id} each become one argument; it runs without a shell, is stopped after 30 seconds, and what it prints goes to the log. Leave empty to run nothing."
        onChange={setAfterChange}
      />
      <button type="submit" className="primary" disabled={saved.state === 'busy'}>
        Save
      </button>
      <SaveStatus saved={saved} />
    </form>
  )
}
