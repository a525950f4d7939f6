import { z } from 'zod'

/** The kinds of failure that cross the process boundary; the UI and the CLI treat each one plainly. */
export const ErrorKindSchema = z.enum([
  'validation',
  'credentials',
  'rate_limited',
  'not_found',
  'blocked',
  'upstream',
  'network',
  'filesystem',
  'wallpaper',
])
export type ErrorKind = z.infer<typeof ErrorKindSchema>

/**
 * The sentence as a message of the shared catalog (src/shared/i18n/messages) and its values, where
 * the core words it so: the window says it in its own language, the command line and the log say
 * `message`, which is the same message in English. A value may itself be a sentence (a display's
 * problem inside "cannot set display 2: …"), said in the same language before it is put in.
 */
export interface ErrorText {
  key: string
  values: Record<string, string | number | ErrorText>
}
export const ErrorTextSchema: z.ZodType<ErrorText> = z.lazy(() =>
  z.object({
    key: z.string().max(120),
    values: z.record(z.string(), z.union([z.string(), z.number(), ErrorTextSchema])),
  }),
)

/**
 * Beside a sentence field `X` of an answer (a display's `problem`, rotation's `note`), `XText`
 * carries it as a catalog message: the window says `X` from it in its own language
 * (src/renderer/src/api/local-errors.ts), the command line says `X`.
 */
export const SentenceTextSchema = ErrorTextSchema.nullable().optional()

/** A sentence on its own (one of the start's notices): its English, and its catalog message where it has one. */
export const SaidSchema = z.object({ message: z.string(), text: ErrorTextSchema.optional() })
export type SaidData = z.infer<typeof SaidSchema>

export const FieldIssueSchema = z.object({
  /** Dotted path of the offending field, e.g. `per_page` or `communities.1`. */
  field: z.string(),
  message: z.string(),
  text: ErrorTextSchema.optional(),
})
export type FieldIssue = z.infer<typeof FieldIssueSchema>

/** What an error looks like once it has crossed IPC, the bridge or the CLI: data, never a stack. */
export const ErrorDataSchema = z.object({
  kind: ErrorKindSchema,
  message: z.string(),
  text: ErrorTextSchema.optional(),
  /** Seconds until a retry may succeed (rate limits). */
  retryAfter: z.number().nonnegative().optional(),
  /** Every failing field, for validation failures. */
  issues: z.array(FieldIssueSchema).optional(),
})
export type ErrorData = z.infer<typeof ErrorDataSchema>

/** Base of every typed error Tapestry raises; `kind` decides how it is shown and which exit code it gets. */
/** What an error is made with beside its sentence: what caused it, and the sentence as a catalog message. */
export interface TapestryErrorOptions {
  cause?: unknown
  text?: ErrorText
}

export class TapestryError extends Error {
  readonly kind: ErrorKind
  readonly text: ErrorText | undefined

  constructor(kind: ErrorKind, message: string, options?: TapestryErrorOptions) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'TapestryError'
    this.kind = kind
    this.text = options?.text
  }

  toData(): ErrorData {
    return { kind: this.kind, message: this.message, ...(this.text === undefined ? {} : { text: this.text }) }
  }
}

/**
 * A request or record was rejected before anything was sent or stored. It carries every failing
 * field, so a form can show each message beside its field and the CLI can name them all.
 */
export class ValidationError extends TapestryError {
  readonly issues: readonly FieldIssue[]

  constructor(issues: readonly FieldIssue[]) {
    // One sentence about no field in particular is the error's own sentence, said in the window's language too.
    const [only] = issues
    super('validation', describeIssues(issues), issues.length === 1 && only?.field === '' && only.text ? { text: only.text } : undefined)
    this.name = 'ValidationError'
    this.issues = Object.freeze(issues.map((issue) => Object.freeze({ ...issue })))
  }

  override toData(): ErrorData {
    return { ...super.toData(), issues: this.issues.map((issue) => ({ ...issue })) }
  }
}

function describeIssues(issues: readonly FieldIssue[]): string {
  if (issues.length === 0) return 'The request is not valid.'
  return issues.map((issue) => (issue.field ? `${issue.field}: ${issue.message}` : issue.message)).join('; ')
}
