// @vitest-environment jsdom
// The seed's Copy button says "Copied" only when the clipboard took the seed, and says when it did not.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SeedBar } from '../../src/renderer/src/search/SeedBar'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function withClipboard(writeText: ((text: string) => Promise<void>) | null) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: writeText ? { writeText } : undefined })
}

describe('copying the seed', () => {
  it('writes the seed and says Copied once the clipboard has it', async () => {
    const written: string[] = []
    withClipboard(async (text) => void written.push(text))
    render(<SeedBar seed="Ab12Cd" onSeed={() => undefined} />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await screen.findByRole('button', { name: 'Copied' })
    expect(written).toEqual(['Ab12Cd'])
    expect(screen.queryByText(/Could not copy/)).toBeNull()
  })

  it.each([
    ['the clipboard refuses (permission denied)', async () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))],
    ['there is no clipboard', null],
  ])('does not say Copied when %s, and says what to do', async (_label, writeText) => {
    withClipboard(writeText)
    render(<SeedBar seed="Ab12Cd" onSeed={() => undefined} />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await screen.findByText('Could not copy: select the seed and copy it.')
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull()
  })
})
