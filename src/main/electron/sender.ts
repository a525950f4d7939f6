// Which IPC messages are ours: only from our window's main frame, showing our renderer's page.
// URLs are compared parsed (origin and path), never with startsWith: `file:///app/index.html.evil`
// or `http://localhost:5173.evil.com` must not pass.
import { isSamePage } from './security'

export interface SenderFrame {
  url: string
  parent: unknown
}

export interface SenderEvent {
  senderFrame: SenderFrame | null
  sender: { id: number }
}

export interface TrustedPage {
  /** webContents id of our window. */
  webContentsId: number
  /** Our renderer's URL (file:// in production, the dev server in development). */
  rendererUrl: string
}

export function isTrustedSender(event: SenderEvent, trusted: TrustedPage | null): boolean {
  if (!trusted) return false
  const frame = event.senderFrame
  if (!frame || frame.parent) return false
  if (event.sender.id !== trusted.webContentsId) return false
  return isSamePage(frame.url, trusted.rendererUrl)
}
