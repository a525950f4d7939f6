// Saving a settings change from a form: checked with the contract's schema before it is sent, the
// messages coming back by field either way, and one line saying how it went.
import { useState } from 'react'
import type { ErrorData, FieldIssue } from '../../../shared/errors'
import { SettingsChangeSchema } from '../../../shared/ipc'
import { toFieldIssues } from '../../../shared/validation'
import { useSettings, type SettingsChange } from '../hooks/settings-context'
import { StatusMessage } from '../status/StatusMessage'

export type Saved = { state: 'idle' } | { state: 'busy' } | { state: 'done'; message: string } | { state: 'failed'; error: ErrorData; at: number }

/** Field path (as the schema names it, e.g. `settings.quotaBytes`) → messages. */
export type Issues = Readonly<Record<string, readonly string[]>>

function issuesOf(list: readonly FieldIssue[]): Issues {
  const issues: Record<string, string[]> = {}
  for (const { field, message } of list) (issues[field] ??= []).push(message)
  return issues
}

/** Checks a change with the contract's schema; null when it may be sent. */
function check(change: SettingsChange): Issues | null {
  const result = SettingsChangeSchema.safeParse(change)
  return result.success ? null : issuesOf(toFieldIssues(result.error))
}

/** Sends a change once it validates; the messages come back by field either way. */
export function useSave() {
  const { change } = useSettings()
  const [saved, setSaved] = useState<Saved>({ state: 'idle' })
  const [issues, setIssues] = useState<Issues>({})
  const save = async (patch: SettingsChange, message: string): Promise<boolean> => {
    const problems = check(patch)
    setIssues(problems ?? {})
    if (problems !== null) {
      setSaved({ state: 'idle' })
      return false
    }
    setSaved({ state: 'busy' })
    const result = await change(patch)
    if (result.ok) {
      setSaved({ state: 'done', message })
      return true
    }
    if (result.error.issues) setIssues(issuesOf(result.error.issues))
    setSaved({ state: 'failed', error: result.error, at: Date.now() })
    return false
  }
  return { saved, issues, save }
}

export function SaveStatus({ saved }: { saved: Saved }) {
  if (saved.state === 'busy') return <p role="status">Saving…</p>
  if (saved.state === 'done')
    return (
      <p className="success" role="status">
        {saved.message}
      </p>
    )
  if (saved.state === 'failed') return <StatusMessage compact error={saved.error} at={saved.at} />
  return null
}
