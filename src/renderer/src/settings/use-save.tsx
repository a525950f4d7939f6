// The one way Settings saves: each change is sent the moment it is made (a switch turned, a choice
// picked, a field left or Enter pressed), checked with the contract's schema first. What is wrong
// stays in the field with a message naming the problem, and nothing of it is sent; what was saved
// is confirmed by a quiet "Saved" beside the control.
import { useCallback, useState } from 'react'
import type { ErrorData, FieldIssue } from '../../../shared/errors'
import { SettingsChangeSchema } from '../../../shared/ipc'
import { toFieldIssues } from '../../../shared/validation'
import { useSettings, type SettingsChange } from '../hooks/settings-context'
import { StatusMessage } from '../status/StatusMessage'
import { useT } from '../i18n/use-t'

export type Saved = { state: 'idle' } | { state: 'busy' } | { state: 'done' } | { state: 'failed'; error: ErrorData; at: number }

/** Field path (as the schema names it, e.g. `settings.quotaBytes`) → messages. */
export type Issues = Readonly<Record<string, readonly string[]>>

function issuesOf(list: readonly FieldIssue[]): Issues {
  const issues: Record<string, string[]> = {}
  for (const { field, message } of list) (issues[field] ??= []).push(message)
  return issues
}

/** Checks a change with the contract's schema; null when it may be sent. */
export function check(change: SettingsChange): Issues | null {
  const result = SettingsChangeSchema.safeParse(change)
  return result.success ? null : issuesOf(toFieldIssues(result.error))
}

/** Saves one control's changes; its messages (by field) and how the last save went. */
export function useSave() {
  const { change } = useSettings()
  const [saved, setSaved] = useState<Saved>({ state: 'idle' })
  const [issues, setIssues] = useState<Issues>({})

  /** Messages found before sending (a number that is not one): shown, and nothing is sent. */
  const refuse = useCallback((field: string, message: string) => {
    setIssues({ [field]: [message] })
    setSaved({ state: 'idle' })
  }, [])

  const clear = useCallback(() => setIssues({}), [])

  const save = useCallback(
    async (patch: SettingsChange): Promise<boolean> => {
      const problems = check(patch)
      setIssues(problems ?? {})
      if (problems !== null) {
        setSaved({ state: 'idle' })
        return false
      }
      setSaved({ state: 'busy' })
      const result = await change(patch)
      if (result.ok) {
        setSaved({ state: 'done' })
        return true
      }
      if (result.error.issues) setIssues(issuesOf(result.error.issues))
      setSaved({ state: 'failed', error: result.error, at: Date.now() })
      return false
    },
    [change],
  )
  return { saved, issues, save, refuse, clear }
}

/** Beside the control: "Saving…", a quiet "Saved", or why it was not. */
export function SavedNote({ saved, what }: { saved: Saved; what?: string }) {
  const t = useT()
  return (
    <div className="saved-note" role="status" data-state={saved.state}>
      {saved.state === 'busy' && t('settings.saving')}
      {saved.state === 'done' && (what ? t('settings.savedWhat', { what }) : t('settings.saved'))}
      {saved.state === 'failed' && <StatusMessage compact error={saved.error} at={saved.at} />}
    </div>
  )
}
