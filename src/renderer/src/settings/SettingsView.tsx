// Settings: a list of sections beside the open one (react-aria's tabs: arrow keys move along the
// list, the address remembers which is open), each setting saved the moment it is changed and
// confirmed beside it. Keys are write-only: the window only learns "set" or "not set".
import { useEffect, useState, type ReactNode } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import type { PublicSettings } from '../../../shared/settings'
import { useSettings } from '../hooks/settings-context'
import { formatRoute } from '../routing/route'
import { useRoute } from '../routing/use-route'
import { StatusMessage } from '../status/StatusMessage'
import { AdvancedSection } from './AdvancedSection'
import { DisplaysSection, methodOptions } from './DisplaysSection'
import { DownloadsFields } from './DownloadsFields'
import type { OnToast } from './KeyField'
import { LocalFoldersSection } from './LocalFoldersSection'
import { LockScreenSection } from './LockScreenSection'
import { NotificationsSection } from './NotificationsSection'
import { RotationSection } from './RotationSection'
import { SECTIONS, sectionOf, type SectionId } from './sections'
import { ShortcutsSection } from './ShortcutsSection'
import { SourcesSection } from './SourcesSection'
import { StartupSection } from './StartupSection'
import { useWallpaperMethod, type Backend } from './use-wallpaper-method'
import { useWide } from './use-wide'
import './settings.css'
import { useT } from '../i18n/use-t'

export default function SettingsView({ focus, onToast }: { focus: string | null; onToast: OnToast }) {
  const { settings, error, reload } = useSettings()
  const t = useT()
  if (settings === null) {
    if (error) return <StatusMessage error={error} at={Date.now()} onRetry={reload} />
    return <p role="status">{t('settings.loading')}</p>
  }
  return <SettingsSections settings={settings} focus={focus} onToast={onToast} />
}

function SettingsSections({ settings, focus, onToast }: { settings: PublicSettings; focus: string | null; onToast: OnToast }) {
  const { navigate } = useRoute()
  const t = useT()
  const wide = useWide()
  const selected = sectionOf(focus)
  // The method picked under Displays & fit, saved or not yet: the lock screen's note follows it.
  const savedMethod = settings.wallpaper.backend
  const [choice, setChoice] = useState<Backend>(savedMethod)
  useEffect(() => setChoice(savedMethod), [savedMethod])
  const method = useWallpaperMethod(choice, savedMethod)
  const methodLabel = methodOptions(t).find(([id]) => id === choice)?.[1] ?? choice

  const content: Record<SectionId, ReactNode> = {
    sources: <SourcesSection settings={settings} focus={focus} onToast={onToast} />,
    rotation: <RotationSection settings={settings} />,
    displays: <DisplaysSection settings={settings} choice={choice} method={method} onChoice={setChoice} />,
    folders: (
      <>
        <LocalFoldersSection focused={focus === 'localFolders'} />
        <DownloadsFields settings={settings} />
      </>
    ),
    startup: <StartupSection settings={settings} />,
    notifications: (
      <>
        <NotificationsSection settings={settings} />
        <ShortcutsSection settings={settings} />
      </>
    ),
    lockScreen: <LockScreenSection settings={settings} method={method} methodLabel={methodLabel} />,
    advanced: <AdvancedSection settings={settings} />,
  }

  return (
    <Tabs
      className="settings-view"
      aria-label={t('nav.settings')}
      orientation={wide ? 'vertical' : 'horizontal'}
      selectedKey={selected}
      onSelectionChange={(key) => {
        if (key !== selected) navigate(formatRoute({ view: 'settings', focus: String(key) }), { replace: true })
      }}
    >
      <div className="settings-nav">
        <h1>{t('nav.settings')}</h1>
        <TabList className="settings-sections" aria-label={t('settings.sections')}>
          {SECTIONS.map((section) => (
            <Tab key={section.id} id={section.id} className="settings-section-tab">
              {t(section.label)}
            </Tab>
          ))}
        </TabList>
      </div>
      {SECTIONS.map((section) => (
        <TabPanel key={section.id} id={section.id} className="settings-panel">
          <div className="settings-panel-inner" data-section={section.id}>
            <h2>{t(section.label)}</h2>
            <p className="section-note">{t(section.about)}</p>
            {content[section.id]}
          </div>
        </TabPanel>
      ))}
    </Tabs>
  )
}
