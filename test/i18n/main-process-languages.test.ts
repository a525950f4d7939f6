// The main process's menus, notices and dialogs in German and Simplified Chinese: the same
// builders as in English, given a locale's messages. Credit lines stay as the APIs ask, in English.
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../src/main/core/i18n/intl'
import { wallpaperNotice, noticeActionLabel } from '../../src/main/core/notifications/wallpaper-notice'
import { buildAppMenu } from '../../src/main/core/shell/app-menu'
import { rendererCrashMessage } from '../../src/main/core/shell/renderer-crash-policy'
import { buildTrayMenu, trayTooltip, type TrayMenuItem } from '../../src/main/core/shell/tray-menu'
import { faultSentence } from '../../src/main/core/updates/update-fault'
import { updateMenuItems } from '../../src/main/core/updates/update-menu'
import type { RotationStatus, ShowingNow } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'
import type { UpdateStatus } from '../../src/shared/updates'

const de = messagesFor('de')
const zh = messagesFor('zh-CN')

const status: RotationStatus = {
  paused: false,
  busy: false,
  pool: [{ source: 'wallhaven', weight: 1, filters: {} }],
  perDisplay: false,
  intervalMinutes: 60,
  dailyAt: null,
  nextRunAt: '2026-11-21T13:00:00.000Z',
  lastRunAt: null,
  lastError: null,
  current: null,
  note: null,
  afterChangeError: null,
  lastSet: null,
}
const fjord: ShowingNow = { display: 'all', libraryId: 'L1', item: { source: 'unsplash', id: 'L1', title: 'Fjord' } as MediaItem, credit: 'Photo by Ana Ruiz on Unsplash' }
const labels = (items: readonly TrayMenuItem[]) => items.filter((item) => item.label).map((item) => item.label)
const submenu = (items: readonly TrayMenuItem[], id: string) => items.find((item) => item.id === id)?.submenu ?? []
const update = (phase: UpdateStatus['phase']): UpdateStatus => ({ canUpdate: true, detail: null, checking: true, currentVersion: '1.0.0', phase, problem: null })

describe('the tray menu', () => {
  it('in German', () => {
    const menu = buildTrayMenu(status, [fjord], updateMenuItems(update({ kind: 'idle' }), de), de)
    expect(labels(menu)).toEqual([
      'Jetzt: Fjord — Photo by Ana Ruiz on Unsplash',
      'Nächstes Bild',
      'Vorheriges Bild',
      'Dieses Bild zu Favoriten hinzufügen',
      'Dieses Bild sperren',
      'Wechsel anhalten',
      'Bild wechseln',
      'Quellen',
      'Tapestry öffnen',
      'Einstellungen …',
      'Protokollordner öffnen',
      'Nach Aktualisierungen suchen',
      'Beenden',
    ])
    expect(labels(submenu(menu, 'interval'))).toEqual(['Alle 15 Minuten', 'Stündlich', 'Alle 3 Stunden', 'Täglich', 'Benutzerdefiniert …'])
    expect(labels(submenu(buildTrayMenu({ ...status, dailyAt: '07:30' }, [], [], de), 'interval'))).toContain('Täglich um 07:30')
    expect(labels(submenu(buildTrayMenu({ ...status, intervalMinutes: 1 }, [], [], de), 'interval'))).toContain('Jede Minute')
    expect(submenu(menu, 'source').at(-1)?.label).toBe('Auf jedem Bildschirm ein anderes Bild')
  })

  it('in German, rotation’s note, last error and what did not happen after a change, where the core sent them as catalog messages', () => {
    const timeout = { kind: 'network' as const, message: 'Wallhaven did not answer in time.', text: { key: 'error.http.timeout', values: { source: 'Wallhaven' } } }
    const menu = buildTrayMenu(
      {
        ...status,
        note: 'From your library: Wallhaven did not answer in time.',
        noteText: { key: 'status.rotation.standIn', values: { from: 'library', problem: timeout.text } },
        lastError: timeout,
        afterChangeError: 'The after-change command wal & co is not installed or not on PATH.',
        afterChangeErrorText: { key: 'status.afterChange.notInstalled', values: { program: 'wal & co' } },
      },
      [],
      [],
      de,
    )
    const said = (id: string) => menu.find((item) => item.id === id)?.label
    // A long note is cut, as the menu's labels are.
    expect(said('last-note')).toMatch(/^Aus Ihrer Sammlung: Wallhaven hat nicht rechtzeitig/)
    expect(said('last-error')).toBe('Letzter Versuch: Wallhaven hat nicht rechtzeitig geantwortet.')
    // An ampersand is doubled, so the menu shows it rather than making a mnemonic of it.
    expect(said('after-change-error')).toBe('Nach dem letzten Wechsel: Der Befehl nach dem Wechsel, wal && co, ist nicht installiert oder nicht im PATH.')
    // A key this catalog lacks keeps the English.
    expect(buildTrayMenu({ ...status, note: 'English.', noteText: { key: 'status.fromANewerCore', values: {} } }, [], [], de).find((item) => item.id === 'last-note')?.label).toBe('English.')
  })

  it('in Simplified Chinese', () => {
    const menu = buildTrayMenu({ ...status, paused: true }, [{ ...fjord, display: 'HDMI-1' }, { ...fjord, display: 'all', libraryId: 'L2', item: { ...fjord.item, title: '' } }], [], zh)
    expect(labels(menu).slice(0, 3)).toEqual(['当前（HDMI-1）：Fjord — Photo by Ana Ruiz on Unsplash', '当前（其他显示器）：无标题 — Photo by Ana Ruiz on Unsplash', '下一张壁纸'])
    expect(labels(menu)).toEqual(expect.arrayContaining(['上一张壁纸', '收藏这张壁纸', '屏蔽这张壁纸', '继续轮换', '更换频率', '图片来源', '打开 Tapestry', '设置…', '打开日志文件夹', '退出']))
    expect(labels(submenu(menu, 'interval'))).toEqual(['每 15 分钟', '每小时', '每 3 小时', '每天', '自定义…'])
    expect(labels(submenu(menu, 'favourite-current'))).toEqual(['HDMI-1：Fjord', '其他显示器：无标题'])
  })

  it('the tooltip counts down in the language', () => {
    const now = new Date('2026-11-21T12:55:00.000Z')
    expect(trayTooltip(status, now, de)).toBe('Tapestry · nächstes Bild in 5 Min.')
    expect(trayTooltip({ ...status, nextRunAt: '2026-11-21T15:00:00.000Z' }, now, zh)).toBe('Tapestry · 2 小时后更换')
    expect(trayTooltip({ ...status, paused: true }, now, zh)).toBe('Tapestry · 轮换已暂停')
  })
})

describe('the application menu', () => {
  it('in German on Linux, with mnemonics, and on macOS without', () => {
    const linux = buildAppMenu({ platform: 'linux', development: false, messages: de })
    expect(linux.map((item) => item.label)).toEqual(['&Datei', '&Bearbeiten', '&Ansicht', '&Fenster', '&Hilfe'])
    expect(linux[1]?.submenu?.filter((item) => item.role).map((item) => [item.role, item.label])).toEqual([
      ['undo', 'Rückgängig'],
      ['redo', 'Wiederholen'],
      ['cut', 'Ausschneiden'],
      ['copy', 'Kopieren'],
      ['paste', 'Einfügen'],
      ['delete', 'Löschen'],
      ['selectAll', 'Alles auswählen'],
    ])
    const mac = buildAppMenu({ platform: 'darwin', development: false, messages: de })
    expect(mac.map((item) => item.label)).toEqual(['Tapestry', 'Bearbeiten', 'Ansicht', 'Fenster', 'Hilfe'])
    expect(mac[0]?.submenu?.at(-1)).toEqual({ role: 'quit', label: 'Tapestry beenden' })
  })

  it('in Simplified Chinese: "文件(&F)" on Linux and Windows, "编辑" on macOS', () => {
    expect(buildAppMenu({ platform: 'win32', development: false, messages: zh }).map((item) => item.label)).toEqual(['文件(&F)', '编辑(&E)', '视图(&V)', '窗口(&W)', '帮助(&H)'])
    expect(buildAppMenu({ platform: 'darwin', development: false, messages: zh }).map((item) => item.label)).toEqual(['Tapestry', '编辑', '视图', '窗口', '帮助'])
  })
})

describe('updates', () => {
  it('the tray items and the fault sentences in German, the percentage as German writes it', () => {
    expect(updateMenuItems(update({ kind: 'downloading', version: '1.2.3', percent: 30 }), de)[0]?.label).toBe('Tapestry 1.2.3 wird heruntergeladen … 30\u00a0%')
    expect(updateMenuItems(update({ kind: 'ready', version: '1.2.3' }), de)[0]?.label).toBe('Neu starten und auf 1.2.3 aktualisieren')
    expect(faultSentence('refused', 'download', '1.2.3', de)).toMatch(/^Tapestry 1\.2\.3 wurde abgelehnt: /)
    expect(faultSentence('unreachable', 'download', null, de)).toMatch(/^Die Aktualisierung konnte nicht heruntergeladen werden: /)
  })

  it('in Chinese', () => {
    expect(updateMenuItems(update({ kind: 'available', version: '2.0.0' }), zh)[0]?.label).toBe('下载 Tapestry 2.0.0')
    expect(faultSentence('unusable', 'check', null, zh)).toBe('更新服务器的响应无法使用，未能检查新版本；Tapestry 明天会再试一次。')
  })
})

describe('notifications and dialogs', () => {
  it('"Now showing" in German and Chinese, the credit line as Unsplash asks', () => {
    expect(wallpaperNotice([fjord], 'darwin', de)).toMatchObject({ title: 'Neues Hintergrundbild: Fjord', body: 'Photo by Ana Ruiz on Unsplash' })
    const two = wallpaperNotice([{ ...fjord, display: 'DP-1' }, { ...fjord, display: 'all', item: { ...fjord.item, id: 'L2' } }], 'linux', zh)
    expect(two?.title).toBe('2 个显示器已更换壁纸')
    expect(two?.body).toBe('DP-1：Fjord — Photo by Ana Ruiz on Unsplash\n其他显示器：Fjord — Photo by Ana Ruiz on Unsplash')
    expect(wallpaperNotice([{ ...fjord, display: 'DP-1' }, { ...fjord, display: 'all', item: { ...fjord.item, id: 'L2' } }], 'linux', de)?.title).toBe('Neue Hintergrundbilder auf 2 Bildschirmen')
    expect([noticeActionLabel('favourite', de), noticeActionLabel('block', zh)]).toEqual(['Favorit', '屏蔽'])
  })

  it('the crashed window in German, its button too', () => {
    expect(rendererCrashMessage(de)).toMatchObject({ message: 'Das Fenster von Tapestry funktioniert nicht mehr.', buttons: ['OK'] })
    expect(rendererCrashMessage(zh).buttons).toEqual(['确定'])
  })
})
