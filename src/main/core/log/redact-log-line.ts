// What may never reach the log file: a key the person saved (whatever it looks like), a bearer or
// Client-ID credential, and a password in a URL. Applied to every line, after it is formatted.
import { redactUrlCredentials } from '../http/http'

const REDACTED = '[redacted]'
// "Authorization: Bearer abc", "Client-ID abc"
const SCHEME_CREDENTIAL = /\b(Bearer|Basic|Client-ID)\s+[A-Za-z0-9._~+/=-]+/gi
// "access_token=abc", "client_secret": "abc"
const NAMED_CREDENTIAL = /\b(access_token|refresh_token|client_secret|api_?key)(["']?\s*[:=]\s*["']?)[^\s"'&,}]+/gi
const URL_WITH_USER = /[a-z][a-z0-9+.-]*:\/\/[^\s/?#@]*@/gi

/** Only keys long enough to be keys: a one-letter "key" would blank every line. */
const MIN_SECRET_LENGTH = 6

export function redactLogLine(line: string, secrets: readonly string[]): string {
  let text = line
  for (const secret of secrets) if (secret.length >= MIN_SECRET_LENGTH) text = text.split(secret).join(REDACTED)
  return text
    .replace(SCHEME_CREDENTIAL, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(NAMED_CREDENTIAL, (_match, name: string, separator: string) => `${name}${separator}${REDACTED}`)
    .replace(URL_WITH_USER, (url) => redactUrlCredentials(url))
}
