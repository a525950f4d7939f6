// The browser harness's page policy: the app's own, plus the loopback host the fakes serve every
// picture from (on a port chosen at start). Its build writes it into the page as the app's build
// does, and the bridge sends the same text as a header with the page.
import { CONTENT_SECURITY_POLICY_DIRECTIVES, formatPolicy, withSources } from '../src/shared/content-security-policy'

export const HARNESS_CONTENT_SECURITY_POLICY_DIRECTIVES = withSources(CONTENT_SECURITY_POLICY_DIRECTIVES, { 'img-src': ['http://127.0.0.1:*'] })

export const HARNESS_CONTENT_SECURITY_POLICY = formatPolicy(HARNESS_CONTENT_SECURITY_POLICY_DIRECTIVES)
