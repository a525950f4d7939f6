// What every error a person sees must look like (docs/architecture.md, "The contract", §5): one plain sentence that names the
// source, with no stack, no URL, no secret and no control characters.
import { expect } from 'vitest'

export function expectPlainSentence(message: string, options: { names?: string; secrets?: readonly string[]; validation?: boolean } = {}): void {
  expect(message.trim()).not.toBe('')
  expect(message).not.toMatch(/\n/)
  expect(message).not.toMatch(/\bat .+:\d+:\d+/)
  expect(message).not.toMatch(/[a-z][a-z0-9+.-]*:\/\//i)
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  expect(message).not.toMatch(/[\u0000-\u001f\u007f]/)
  // A validation message is `field: rule` for each failing field, not a sentence.
  if (!options.validation) expect(message).toMatch(/[.!?)]$/)
  expect(message.length).toBeLessThanOrEqual(300)
  if (options.names) expect(message).toContain(options.names)
  for (const secret of options.secrets ?? []) expect(message).not.toContain(secret)
}
