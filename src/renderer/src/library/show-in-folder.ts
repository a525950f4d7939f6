// "Show in folder" for a downloaded picture, and the note that a download finished. The app asks the
// system's file manager to show the file selected; where nothing can be asked (the browser harness),
// the answer is where the file is, and the window says so.
import type { DownloadResultSchema } from '../../../shared/ipc'
import type { ShowInFolderResult } from '../../../shared/downloads'
import type { ErrorData } from '../../../shared/errors'
import type { WindowApi } from '../../../shared/window-api'
import type { z } from 'zod'
import { carrierFailure } from '../api/errors'
import { showToast } from '../components/Toast'
import { translate } from '../i18n/use-t'

export type ShowInFolderOutcome = { ok: true; value: ShowInFolderResult } | { ok: false; error: ErrorData }

/** The sentence after "Show in folder": none when the file manager has it, else where the file is. */
export function whereItIs(result: ShowInFolderOutcome): string | null {
  if (!result.ok) return result.error.message
  return result.value.shown ? null : translate('downloads.fileIsAt', { path: result.value.path })
}

export async function showInFolder(api: WindowApi, libraryId: string): Promise<ShowInFolderOutcome> {
  return api['library.showInFolder']({ libraryId }).catch(carrierFailure)
}

/** After a download: a note naming the file, with "Show in folder". */
export function toastDownloaded(api: WindowApi, download: z.output<typeof DownloadResultSchema>): void {
  showToast({
    message: translate('downloads.toast', { fileName: download.fileName }),
    action: {
      label: translate('downloads.showInFolder'),
      run: () => {
        void showInFolder(api, download.libraryId).then((result) => {
          const sentence = whereItIs(result)
          if (sentence !== null) showToast({ message: sentence })
        })
      },
    },
  })
}
