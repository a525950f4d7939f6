import { useEffect } from 'react'

export interface ToastMessage {
  id: number
  message: string
  undo?: (() => void) | undefined
}

const SHOWN_MS = 6000

/** A short note at the bottom of the window, with Undo where the action can be undone. */
export function Toast({ toast, onDone }: { toast: ToastMessage; onDone(): void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, SHOWN_MS)
    return () => clearTimeout(timer)
  }, [onDone])
  return (
    <div className="toast" role="status">
      <span>{toast.message}</span>
      {toast.undo && (
        <button
          type="button"
          className="link"
          onClick={() => {
            toast.undo?.()
            onDone()
          }}
        >
          Undo
        </button>
      )}
      <button type="button" className="link" aria-label="Dismiss" onClick={onDone}>
        ✕
      </button>
    </div>
  )
}
