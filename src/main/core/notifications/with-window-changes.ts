// The window's own rotation steps ("Next wallpaper" in Settings, Block this wallpaper) are marked
// as the window's, so they bring no notification: the person is looking at the window.
import type { OperationHandlers } from '../operations/operations'
import type { ChangeNotifier } from './change-notifier'

export function withWindowChanges(handlers: OperationHandlers, notifier: Pick<ChangeNotifier, 'fromWindow'>): OperationHandlers {
  return {
    ...handlers,
    'rotation.next': (input, context) => notifier.fromWindow(() => handlers['rotation.next'](input, context)),
    'library.blockCurrent': (input, context) => notifier.fromWindow(() => handlers['library.blockCurrent'](input, context)),
  }
}
