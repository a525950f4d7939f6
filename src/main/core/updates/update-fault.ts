// What went wrong with a check or a download, from the error electron-updater (builder-util-runtime)
// or Electron's net module threw, in the three kinds the person is told differently about.
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
export function faultSentence(fault: UpdateFault, during: 'check' | 'download', version: string | null): string {
  const which = version === null ? 'the update' : `Tapestry ${version}`
  switch (fault) {
    case 'unreachable':
      return during === 'check'
        ? 'Tapestry could not reach its update server to check for a new version; it will try again tomorrow.'
        : `${which} could not be downloaded: the update server could not be reached. Choose Download to try again.`
    case 'refused':
      return `${which} was refused: the downloaded file did not match the checksum its release published, so nothing was installed.`
    case 'unusable':
      return during === 'check'
        ? 'The update server’s answer could not be used to check for a new version; Tapestry will try again tomorrow.'
        : `${which} could not be downloaded: the update server’s answer could not be used. Choose Download to try again.`
  }
}
