// Whether this window may show an image from a URL. The policy in force is the page's own
// Content-Security-Policy meta, which the build writes from src/shared/content-security-policy.ts
// (the browser harness's build adds its loopback image host), so the window asks that meta rather
// than load a picture the page would refuse and show it broken.
import { parsePolicy, type PolicyDirectives } from '../../../shared/content-security-policy'
import { policyAllows } from '../../../shared/policy-allows'

const POLICY_METAS = 'meta[http-equiv="Content-Security-Policy" i]'

/** The page's policies as last read, kept while their text is the same (every card asks). */
let read: { text: string; policies: PolicyDirectives[] } | null = null

function pagePolicies(): PolicyDirectives[] {
  const texts = [...document.querySelectorAll<HTMLMetaElement>(POLICY_METAS)].map((meta) => meta.content)
  const text = texts.join('\n')
  if (read?.text !== text) read = { text, policies: texts.map(parsePolicy) }
  return read.policies
}

/** Every policy on the page must allow `url` as an image, as every policy a page has applies. */
export function canShowImage(url: string): boolean {
  return pagePolicies().every((policy) => policyAllows(policy, 'img-src', url, document.location.href))
}
