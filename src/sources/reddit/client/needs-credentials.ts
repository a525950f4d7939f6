import { sourceSentence } from '../../../main/core/i18n/sentence'
import { WORDS, redditNeedsCredentials } from '../classify-response'

export { redditNeedsCredentials }

/**
 * What a person reads whenever Reddit cannot be used without an app of their own, in English as the
 * command line and the log say it (redditNeedsCredentials says it in the person's language too).
 */
export const REDDIT_NEEDS_CREDENTIALS = sourceSentence(WORDS, 'error.needsCredentials')[0]
