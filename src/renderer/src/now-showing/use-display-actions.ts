// Previous, Next, Favourite and Block for one display (or for the desktop as a whole), each through
// the core's own operation for "this wallpaper" on that display, and what happened as one sentence:
// the strip says it, with Undo after a block.
import { useState } from 'react'
import type { ErrorData } from '../../../shared/errors'
import type { RotationStatus, ShowingNow } from '../../../shared/ipc'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { useLibrary } from '../hooks/library-context'
import { translate } from '../i18n/use-t'

export type DisplayAction = 'previous' | 'next' | 'favourite' | 'block'

/** What an action is done to: a display's id ('all': the desktop as a whole), its name, and its picture. */
export interface ActionTarget {
  display: string
  name: string
  picture: ShowingNow | null
}

export interface ActionOutcome {
  display: string
  message: string
  failed: boolean
  undo?: () => void
}

const titleOf = (title: string) => title || translate('nowShowing.untitled')

/** A step answers with the status; a scheduled step's failure is in it rather than thrown. */
function stepFailure(status: RotationStatus): ErrorData | null {
  return status.lastError
}

export function useDisplayActions(changed: () => void) {
  const api = useApi()
  const library = useLibrary()
  const [busy, setBusy] = useState<{ display: string; action: DisplayAction } | null>(null)
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null)

  async function perform(target: ActionTarget, action: DisplayAction): Promise<Omit<ActionOutcome, 'display'>> {
    const choice = { display: target.display }
    const failed = (error: ErrorData) => ({ message: translate('nowShowing.failed', { name: target.name, message: error.message }), failed: true })
    switch (action) {
      case 'next': {
        const result = await api['rotation.next'](choice).catch(carrierFailure)
        if (!result.ok) return failed(result.error)
        const failure = stepFailure(result.value)
        return failure ? failed(failure) : { message: translate('nowShowing.done.next', { name: target.name }), failed: false }
      }
      case 'previous': {
        const result = await api['rotation.previous'](choice).catch(carrierFailure)
        if (!result.ok) return failed(result.error)
        const [back] = result.value.restored
        return { message: back ? translate('nowShowing.done.previousTo', { name: target.name, title: titleOf(back.item.title) }) : translate('nowShowing.done.previous', { name: target.name }), failed: false }
      }
      case 'favourite': {
        const picture = target.picture
        if (picture && library.isFavourite(picture.item)) {
          const result = await library.toggleFavourite(picture.item)
          return result.ok ? { message: translate('nowShowing.done.unfavourited', { title: titleOf(picture.item.title) }), failed: false } : failed(result.error)
        }
        const result = await api['library.favouriteCurrent'](choice).catch(carrierFailure)
        return result.ok ? { message: translate('nowShowing.done.favourited', { title: titleOf(result.value.item.title) }), failed: false } : failed(result.error)
      }
      case 'block': {
        const result = await api['library.blockCurrent'](choice).catch(carrierFailure)
        if (!result.ok) return failed(result.error)
        const { blocked, rotation } = result.value
        const undo = () => {
          void library.unblock({ source: blocked.source, id: blocked.id }).then((unblocked) => {
            setOutcome(unblocked.ok ? { display: target.display, message: translate('nowShowing.done.unblocked', { title: titleOf(blocked.title) }), failed: false } : { display: target.display, ...failed(unblocked.error) })
          })
        }
        const failure = stepFailure(rotation)
        const message = failure
          ? translate('nowShowing.done.blockedStays', { title: titleOf(blocked.title), message: failure.message })
          : translate('nowShowing.done.blocked', { title: titleOf(blocked.title) })
        return { message, failed: false, undo }
      }
    }
  }

  async function run(target: ActionTarget, action: DisplayAction): Promise<void> {
    if (busy) return
    setBusy({ display: target.display, action })
    setOutcome(null)
    try {
      setOutcome({ display: target.display, ...(await perform(target, action)) })
    } finally {
      setBusy(null)
      changed()
    }
  }

  return { busy, outcome, run }
}
