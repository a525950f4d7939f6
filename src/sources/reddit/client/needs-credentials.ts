import { CredentialsError } from '../../../main/core/errors/errors'

/**
 * What a person reads whenever Reddit cannot be used without an app of their own: no client id
 * configured, or Reddit answering as it answers anonymous requests (its 403 block page, or the
 * 200 login page of old.reddit), which since 2026 is every request without OAuth.
 */
export const REDDIT_NEEDS_CREDENTIALS =
  "Reddit needs API credentials: add a Reddit app's client id (and secret for a script app) in Settings, or set TAPESTRY_REDDIT_CLIENT_ID."

export function redditNeedsCredentials(cause?: unknown): CredentialsError {
  return new CredentialsError(REDDIT_NEEDS_CREDENTIALS, { cause })
}
