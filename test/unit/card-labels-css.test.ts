// The rules that keep a card's labels inside a narrow card (the window's stylesheet, read as text:
// no layout here; Chromium measures the result in test/e2e/browser.test.ts). The labels come most
// important first (test/renderer/cards.test.tsx); these rules keep the ones that fit and drop the rest.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const css = readFileSync(new URL('../../src/renderer/src/grid/grid.css', import.meta.url), 'utf8')

/** The declarations of the top-level rule for exactly `selector`, as property → value. */
function rule(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1]
  if (body === undefined) throw new Error(`app.css has no rule for ${selector}`)
  return Object.fromEntries(
    body
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== ''),
  )
}

describe('a narrow card’s labels', () => {
  it('never run past the card: the overlay clips, one line high, whatever its labels', () => {
    expect(rule('.card-meta')).toMatchObject({ overflow: 'hidden', 'white-space': 'nowrap', 'line-height': '1.4' })
  })

  it('keep the ones that fit, whole: the line wraps the rest onto a second line it never shows', () => {
    expect(rule('.card-line')).toMatchObject({ display: 'flex', 'flex-wrap': 'wrap', height: '1.4em', overflow: 'hidden' })
  })

  it('end in an ellipsis where the first is too long even alone, and so does a title', () => {
    expect(rule('.card-label')).toMatchObject({ 'min-width': '0', 'max-width': '100%', overflow: 'hidden', 'text-overflow': 'ellipsis' })
    expect(rule('.card-title')).toMatchObject({ overflow: 'hidden', 'text-overflow': 'ellipsis' })
  })

  it('keep the control that shows a blurred card inside it too', () => {
    expect(rule('.card-reveal')).toMatchObject({ 'max-width': 'calc(100% - 0.8rem)', overflow: 'hidden', 'text-overflow': 'ellipsis' })
  })
})
