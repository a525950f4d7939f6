// @vitest-environment jsdom
// Local folders in the window: a source in the switcher with a name box and a folder filter, cards
// that load their thumbnails from tapestry:, a preview without Download or a source page, and the
// Settings section that adds and removes folders — against a fake api.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiProvider } from '../../src/renderer/src/api/api-context'
import { Card } from '../../src/renderer/src/grid/Card'
import { LibraryProvider } from '../../src/renderer/src/hooks/library-context'
import { SettingsProvider } from '../../src/renderer/src/hooks/settings-context'
import { PreviewDialog } from '../../src/renderer/src/preview/PreviewDialog'
import { CONTENT_SECURITY_POLICY } from '../../src/shared/content-security-policy'
import type { LocalFolderStatus } from '../../src/shared/local-folders'
import { LocalMediaItemSchema, type MediaItem } from '../../src/shared/media'
import { PublicSettingsSchema } from '../../src/shared/settings'
import './support/css-escape'
import { createFakeApi, settingsWith } from './support/fake-api'
import { renderApp } from './support/render-app'
import { renderSettings } from './support/settings-fake'

afterEach(() => {
  cleanup()
  document.head.querySelectorAll('meta[http-equiv]').forEach((meta) => meta.remove())
})

/** The policy the build writes into the page, which the window reads before it loads a picture. */
function setPagePolicy(policy: string): void {
  const meta = document.createElement('meta')
  meta.httpEquiv = 'Content-Security-Policy'
  meta.content = policy
  document.head.append(meta)
}

const FOLDER = '/home/ana/Pictures'

function localItem(index: number): MediaItem {
  const id = index.toString(16).padStart(32, '0')
  return LocalMediaItemSchema.parse({
    source: 'local',
    id,
    title: `beach/${index}.jpg`,
    width: 1920,
    height: 1080,
    resolution: '1920x1080',
    aspectRatio: 1.78,
    thumbUrl: `tapestry://thumb/${id}`,
    previewUrl: `tapestry://thumb/${id}`,
    fullUrl: `tapestry://local/${id}`,
    pageUrl: null,
    author: null,
    nsfw: false,
    mediaType: 'image',
    color: null,
    blurHash: null,
    fileSize: 1_200_000,
    colors: [],
    tags: [],
  })
}

function withFolders(folders: string[]) {
  return PublicSettingsSchema.parse({ ...settingsWith(), localFolders: folders })
}

const status = (images: number, extra: Partial<LocalFolderStatus> = {}): LocalFolderStatus => ({ path: FOLDER, images, available: true, scanning: false, skipped: 0, note: null, ...extra })

describe('Local folders as a source', () => {
  it('with no folder yet, says how to add one and searches nothing', async () => {
    const fake = await renderApp('#/search/local')
    expect((screen.getByRole('radio', { name: 'Local folders' }) as HTMLInputElement).checked).toBe(true)
    await screen.findByText('Add a folder of your own pictures to browse it here.')
    fireEvent.click(screen.getByRole('button', { name: 'Add a folder in Settings' }))
    await waitFor(() => expect(window.location.hash).toBe('#/settings?focus=localFolders'))
    expect(fake.callsOf('search')).toHaveLength(0)
  })

  it('searches the folders by name and by folder', async () => {
    const fake = await renderApp('#/search/local', {
      'settings.get': () => ({ ok: true, value: withFolders([FOLDER, '/media/disk/Wallpapers']) }),
      search: () => ({ ok: true, value: { items: [localItem(1), localItem(2)], next: null, total: 2, seed: null } }),
    })
    await waitFor(() => expect(fake.callsOf('search')).toEqual([{ source: 'local', params: { query: '', folder: null, sort: 'NAME', per_page: 60 } }]))
    await screen.findByText('2 results')

    const box = screen.getByRole('searchbox', { name: 'Search your folders by name' })
    fireEvent.change(box, { target: { value: 'beach 2019' } })
    fireEvent.submit(box.closest('form') as HTMLFormElement)
    await waitFor(() => expect(fake.callsOf('search').at(-1)).toEqual({ source: 'local', params: { query: 'beach 2019', folder: null, sort: 'NAME', per_page: 60 } }))
    expect(window.location.hash).toBe('#/search/local?query=beach+2019')

    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }))
    const filters = screen.getByLabelText('Local folder filters')
    fireEvent.change(within(filters).getByLabelText('Folder'), { target: { value: FOLDER } })
    await waitFor(() => expect(fake.callsOf('search').at(-1)).toEqual({ source: 'local', params: { query: 'beach 2019', folder: FOLDER, sort: 'NAME', per_page: 60 } }))
    fireEvent.change(within(filters).getByLabelText('Order'), { target: { value: 'NEWEST' } })
    await waitFor(() => expect(fake.callsOf('search').at(-1)).toMatchObject({ params: { sort: 'NEWEST' } }))
  })

  it('shows a card’s thumbnail from tapestry:, which the app’s policy allows', () => {
    setPagePolicy(CONTENT_SECURITY_POLICY)
    const item = localItem(3)
    render(<Card item={item} index={0} width={320} height={180} tabbable onOpen={() => undefined} onFocusCard={() => undefined} />)
    const card = screen.getByRole('gridcell')
    expect(card.querySelector('.card-summary')?.textContent).toBe('beach/3.jpg, 1920x1080')
    expect(card.querySelector('img')?.getAttribute('src')).toBe(`tapestry://thumb/${item.id}`)
  })

  it('previews a picture of one’s own without Download or a source page, and sets it', async () => {
    setPagePolicy(CONTENT_SECURITY_POLICY)
    const item = localItem(7)
    const fake = createFakeApi({ setWallpaper: () => ({ ok: true, value: { libraryId: `local-${item.id}`, setAt: new Date().toISOString() } }) })
    render(
      <ApiProvider api={fake.api}>
        <SettingsProvider>
          <LibraryProvider>
            <PreviewDialog item={item} onClose={() => undefined} onBlocked={() => undefined} onOpenSettings={() => undefined} />
          </LibraryProvider>
        </SettingsProvider>
      </ApiProvider>,
    )
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText(/From your folders/)).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Download' })).toBeNull()
    expect(within(dialog).queryByText(/^Open on/)).toBeNull()
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(item.previewUrl)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set as wallpaper' }))
    await waitFor(() => expect(fake.callsOf('setWallpaper')).toEqual([{ item, display: 'all' }]))
  })
})

describe('Settings → Your folders', () => {
  it('lists each folder with its pictures, adds one by path and removes one', async () => {
    const skippedNote = 'Skipped 2 files: 2 cannot be read (permission denied: a.jpg, b.jpg).'
    let folders: LocalFolderStatus[] = [status(1234, { skipped: 2, note: skippedNote }), { path: '/media/disk', images: 50, available: false, scanning: false, skipped: 0, note: 'The folder /media/disk cannot be reached (an unplugged disk?): its pictures are skipped until it is back.' }]
    const fake = await renderSettings('#/settings?focus=localFolders', {
      'folders.list': () => ({ ok: true, value: folders }),
      'folders.add': (input) => {
        folders = [...folders, { path: input?.path as string, images: 0, available: true, scanning: true, skipped: 0, note: null }]
        return { ok: true, value: folders }
      },
      'folders.remove': (input) => {
        folders = folders.filter((folder) => folder.path !== input?.path)
        return { ok: true, value: folders }
      },
    })
    const list = await screen.findByRole('list', { name: 'Your folders' })
    expect(list.textContent).toContain(FOLDER)
    expect(list.textContent).toContain('1,234 pictures')
    // What a scan left out is said beside the count, not only when the folder cannot be reached.
    expect(list.textContent).toContain(`1,234 pictures. ${skippedNote}`)
    expect(list.textContent).toContain('cannot be reached (an unplugged disk?)')

    const field = screen.getByLabelText('Folder to add')
    fireEvent.change(field, { target: { value: 'Pictures/Wallpapers' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add folder' }))
    await screen.findByText(/must be an absolute path/)
    expect(fake.callsOf('folders.add')).toHaveLength(0)

    fireEvent.change(field, { target: { value: '/home/ana/Wallpapers' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add folder' }))
    await waitFor(() => expect(fake.callsOf('folders.add')).toEqual([{ path: '/home/ana/Wallpapers' }]))
    expect((await screen.findByRole('list', { name: 'Your folders' })).textContent).toContain('Looking through it…')
    // The scan finishing is an event; the list follows it.
    folders = folders.map((folder) => (folder.path === '/home/ana/Wallpapers' ? { ...folder, images: 12, scanning: false } : folder))
    fake.emit('library.changed', { what: 'local' })
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your folders' }).textContent).toContain('12 pictures'))

    fireEvent.click(screen.getByRole('button', { name: `Remove ${FOLDER}` }))
    await waitFor(() => expect(fake.callsOf('folders.remove')).toEqual([{ path: FOLDER }]))
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your folders' }).textContent).not.toContain(FOLDER))
  })

  it('in the app, adds the folders chosen in the system’s picker; a cancelled picker adds nothing', async () => {
    let folders: LocalFolderStatus[] = []
    let answer: string[] = ['/home/ana/Wallpapers', '/media/disk/Pictures']
    const fake = await renderSettings(
      '#/settings?focus=localFolders',
      {
        'folders.list': () => ({ ok: true, value: folders }),
        'folders.choose': () => {
          folders = [...folders, ...answer.map((path) => ({ path, images: 0, available: true, scanning: true, skipped: 0, note: null }))]
          return { ok: true, value: { chosen: answer, folders } }
        },
      },
      { folderPicker: true },
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Choose folders…' }))
    await waitFor(() => expect(fake.callsOf('folders.choose')).toHaveLength(1))
    const list = await screen.findByRole('list', { name: 'Your folders' })
    expect(list.textContent).toContain('/home/ana/Wallpapers')
    expect(list.textContent).toContain('/media/disk/Pictures')
    // The path field stays, for a path at hand.
    expect(screen.getByLabelText('Or type a folder’s path')).toBeTruthy()

    answer = []
    fireEvent.click(screen.getByRole('button', { name: 'Choose folders…' }))
    await waitFor(() => expect(fake.callsOf('folders.choose')).toHaveLength(2))
    expect(within(screen.getByRole('list', { name: 'Your folders' })).getAllByRole('listitem')).toHaveLength(2)
  })

  it('in the app, says why a chosen folder could not be added', async () => {
    await renderSettings(
      '#/settings?focus=localFolders',
      {
        'folders.list': () => ({ ok: true, value: [] }),
        'folders.choose': () => ({ ok: false, error: { kind: 'validation', message: 'path: cannot be read', issues: [{ field: 'path', message: 'cannot be read (no permission)' }] } }),
      },
      { folderPicker: true },
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Choose folders…' }))
    await screen.findByText('cannot be read (no permission)')
  })

  it('offers no picker where the window cannot have one (the browser harness): the path field alone', async () => {
    await renderSettings('#/settings?focus=localFolders', { 'folders.list': () => ({ ok: true, value: [] }) })
    await screen.findByLabelText('Folder to add')
    expect(screen.queryByRole('button', { name: 'Choose folders…' })).toBeNull()
  })

  it('shows the main process’s reason beside the field when a folder cannot be added', async () => {
    await renderSettings('#/settings?focus=localFolders', {
      'folders.list': () => ({ ok: true, value: [] }),
      'folders.add': () => ({ ok: false, error: { kind: 'validation', message: 'path: does not exist', issues: [{ field: 'path', message: 'does not exist' }] } }),
    })
    const field = await screen.findByLabelText('Folder to add')
    await waitFor(() => expect(document.activeElement).toBe(field))
    fireEvent.change(field, { target: { value: '/nowhere' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add folder' }))
    await screen.findByText('does not exist')
  })
})
