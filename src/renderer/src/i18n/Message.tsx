// A message with parts that are not text (a <TimeAgo>, a link) in its placeholders: the words'
// order is the language's, so the parts go where its catalog puts them.
import { Children, type ReactNode } from 'react'
import { useIntlOrEnglish } from './use-t'
import type { WindowMessageKey } from './window-catalog'

export function Message({ id, values }: { id: WindowMessageKey; values: Record<string, ReactNode> }) {
  const intl = useIntlOrEnglish()
  const parts = intl.formatMessage({ id }, values)
  // Keys for React, as the parts come as a list.
  return <>{Array.isArray(parts) ? Children.toArray(parts) : parts}</>
}
