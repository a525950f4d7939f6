// Short notes at the bottom of the window: what just happened, with Undo where it can be undone and
// one other action where there is one ("Show in folder"). React Aria's toast region: a landmark
// that F6 reaches, each note announced, its timer paused while the pointer or focus is on it, and
// focus put back where it was when the note it held closes.
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components'
import './toast.css'
import { useT } from '../i18n/use-t'

export interface ToastMessage {
  message: string
  undo?: (() => void) | undefined
  /** A second action beside Undo (e.g. "Show in folder"); the note closes when it is chosen. */
  action?: { label: string; run(): void } | undefined
}

/** Long enough to read a sentence and reach its button; paused while hovered or focused. */
const SHOWN_MS = 8000

/** One note at a time: a newer one waits until the one shown closes (or is closed). */
const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 1 })

/** Shows a note; answers its key, by which `closeToast` closes it. */
export function showToast(toast: ToastMessage): string {
  return queue.add(toast, { timeout: SHOWN_MS })
}

export function closeToast(key: string): void {
  queue.close(key)
}

/** Every note still waiting or shown is dropped (tests, and a window starting again). */
export function clearToasts(): void {
  queue.clear()
}

/** Where the notes appear; rendered once, at the end of the window. */
export function Toasts() {
  const t = useT()
  return (
    <ToastRegion queue={queue} className="toast-region" aria-label={t('toast.region')}>
      {({ toast }) => (
        <AriaToast toast={toast} className="toast">
          <ToastContent className="toast-content">
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          {toast.content.undo && (
            <Button
              className="toast-action"
              onPress={() => {
                toast.content.undo?.()
                queue.close(toast.key)
              }}
            >
              {t('toast.undo')}
            </Button>
          )}
          {toast.content.action && (
            <Button
              className="toast-action"
              onPress={() => {
                toast.content.action?.run()
                queue.close(toast.key)
              }}
            >
              {toast.content.action.label}
            </Button>
          )}
          <Button slot="close" className="toast-close" aria-label={t('status.dismiss')}>
            ✕
          </Button>
        </AriaToast>
      )}
    </ToastRegion>
  )
}
