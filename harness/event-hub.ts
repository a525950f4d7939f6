// The core's events (an EventSink) fanned out to every browser tab listening on the bridge's event
// stream. Only contract payloads travel: each is parsed with its schema, so a stray field cannot leak.
import type { EventSink } from '../src/main/core/operations/operations'
import { EVENTS, type EventName, type EventPayload } from '../src/shared/ipc'

export type EventListener = <N extends EventName>(name: N, payload: EventPayload<N>) => void

export interface EventHub extends EventSink {
  /** Calls `listener` with every event from now on; returns the function that stops it. */
  subscribe(listener: EventListener): () => void
}

export function createEventHub(): EventHub {
  const listeners = new Set<EventListener>()
  return {
    emit(name, payload) {
      const parsed = EVENTS[name].safeParse(payload)
      if (!parsed.success) return
      for (const listener of listeners) listener(name, parsed.data as EventPayload<typeof name>)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
