// What went wrong with a check or a download, from the error electron-updater (builder-util-runtime)
// or Electron's net module threw, in the three kinds the person is told differently about.
import { ENGLISH, type Messages } from '../i18n/intl'

export type UpdateFault = 'unreachable' | 'refused' | 'unusable'

/** electron-updater's codes for a file that is not what the feed said it would be. */
const REFUSED_CODES = new Set(['ERR_CHECKSUM_MISMATCH', 'ERR_UPDATER_INVALID_SIGNATURE', 'ERR_UPDATER_INVALID_UPDATE_INFO_SIGNATURE'])
/** Node's and Chromium's (net::ERR_…) ways of saying the server could not be reached. */
const UNREACHABLE = /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|net::ERR_[A-Z_]+)\b|timed out/

export function updateFault(error: unknown): UpdateFault {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  const message = error instanceof Error ? error.message : String(error)
  if ((typeof code === 'string' && REFUSED_CODES.has(code)) || /checksum mismatch|not signed by the application owner/i.test(message)) return 'refused'
  if ((typeof code === 'string' && UNREACHABLE.test(code)) || UNREACHABLE.test(message)) return 'unreachable'
  // A 5xx is the server not answering today; a 404 or a feed that cannot be read is not usable.
  const status = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined
  if (typeof status === 'number' && status >= 500) return 'unreachable'
  return 'unusable'
}

/** The one sentence a fault is said in: never the error's own text (a stack, a URL with a token). */
export function faultSentence(fault: UpdateFault, during: 'check' | 'download', version: string | null, { t }: Messages = ENGLISH): string {
  // "Tapestry 1.2.3" or "the update": a select, so each language words the sentence around either.
  const which = { hasVersion: version === null ? 'no' : 'yes', version: version ?? '' }
  switch (fault) {
    case 'unreachable':
      return during === 'check' ? t('update.fault.unreachableCheck') : t('update.fault.unreachableDownload', which)
    case 'refused':
      return t('update.fault.refused', which)
    case 'unusable':
      return during === 'check' ? t('update.fault.unusableCheck') : t('update.fault.unusableDownload', which)
  }
}
