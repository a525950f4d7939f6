// What the window is told about updates (`updates.status`): whether this copy of Tapestry can update
// itself, why not when it cannot, whether it checks, and where an update it found has got to.
// docs/desktop-app.md, "Updates", says how each package is kept up to date.
import { z } from 'zod'
import { SentenceTextSchema } from './errors'

export const UpdatePhaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('idle') }),
  z.object({ kind: z.literal('checking') }),
  /** Found and said; nothing is downloaded until the person chooses Download. */
  z.object({ kind: z.literal('available'), version: z.string() }),
  z.object({ kind: z.literal('downloading'), version: z.string(), percent: z.number().min(0).max(100).nullable() }),
  /** Downloaded and checked: "Restart to update" installs it. */
  z.object({ kind: z.literal('ready'), version: z.string() }),
])
export type UpdatePhase = z.output<typeof UpdatePhaseSchema>

export const UpdateStatusSchema = z.object({
  /** This package can replace itself (AppImage, macOS, the Windows installer's). */
  canUpdate: z.boolean(),
  /** Why it cannot (who updates it instead), or null. */
  detail: z.string().nullable(),
  detailText: SentenceTextSchema,
  /** Whether it checks once a day: the person's choice, else the package's default. */
  checking: z.boolean(),
  currentVersion: z.string(),
  phase: UpdatePhaseSchema,
  /** The last check or download that failed, in one sentence; null once one succeeds. */
  problem: z.string().nullable(),
  problemText: SentenceTextSchema,
})
export type UpdateStatus = z.output<typeof UpdateStatusSchema>
