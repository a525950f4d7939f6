// axe-core run inside the page the browser tests drive: the rules of WCAG 2.x A and AA, and the
// violations that matter to a person using assistive technology (serious and critical) returned
// as short readable lines, so a test can expect [] and print what was found when it fails.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
let source: string | undefined

interface AxeViolation {
  id: string
  impact?: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/**
 * The serious and critical violations on the page as it is now (or inside `within`, a CSS selector),
 * one line each: rule, what it asks, and the elements. The script is evaluated through the
 * DevTools protocol, which the page's Content-Security-Policy does not govern.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  source ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8')
  const loaded = await page.evaluate(() => 'axe' in globalThis)
  if (!loaded) await page.evaluate(source)
  const violations = await page.evaluate(async (context) => {
    const page = globalThis as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> }; document: unknown }
    const result = await page.axe.run(context ?? page.document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] })
    return result.violations
  }, within ?? null)
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5).join(', ')}`)
}
