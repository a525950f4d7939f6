// What a desktop cannot do, as a catalog sentence. Its words are kept as a clause without the full
// stop, because the clause also goes inside another sentence ("GNOME shows one image on all
// displays: it cannot show a separate image on display 2."), where each language joins it its way.
import type { ErrorText } from '../../../shared/errors'
import { said, type Said } from '../i18n/sentence'

/** A limitation said on its own (`message`, `text`), and the clause it is made of, for sentences that carry it. */
export interface Limitation extends Said {
  readonly text: ErrorText
  readonly clause: Said
}

/** The sentence of a limitation's clause (a `desktop.limitation.*` message): the clause and its full stop. */
export function limitation(clause: Said): Limitation {
  return { ...said('desktop.limitation', { limitation: clause }), clause }
}
