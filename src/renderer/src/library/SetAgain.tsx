// "Set again" for a History record. Where there are several displays it opens a small popover with
// the display chooser (the one the preview uses), starting at the display the picture was on; with
// one display it sets at once. The button stays focusable while setting (pending, not disabled), so
// the keyboard is never thrown out of the list.
import { useState } from 'react'
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components'
import type { DisplayInfo } from '../../../shared/ipc'
import { DisplayChooser, offersChoice } from '../preview/DisplayChooser'
import { useT } from '../i18n/use-t'

interface SetAgainProps {
  title: string
  /** The display the record was on ('all', or a display's id). */
  display: string
  displays: readonly DisplayInfo[]
  /** False when the window does not know the record's card (nothing to set from). */
  available: boolean
  busy: boolean
  onSet(display: string): void
}

/** Where to start: the record's display while it is there and can have a picture of its own; else all. */
export function startingDisplay(display: string, displays: readonly DisplayInfo[]): string {
  return displays.some((info) => info.id === display && info.problem === undefined) ? display : 'all'
}

export function SetAgain({ title, display, displays, available, busy, onSet }: SetAgainProps) {
  const t = useT()
  const [chosen, setChosen] = useState(() => startingDisplay(display, displays))
  const label = busy ? t('setAgain.busy') : t('setAgain.label')
  if (!offersChoice(displays)) {
    return (
      <Button className="record-action" isDisabled={!available} isPending={busy} onPress={() => onSet(startingDisplay(display, displays))}>
        {label}
      </Button>
    )
  }
  return (
    <DialogTrigger onOpenChange={(open) => open && setChosen(startingDisplay(display, displays))}>
      <Button className="record-action" isDisabled={!available} isPending={busy}>
        {label}
      </Button>
      <Popover className="set-again-popover" placement="bottom end" offset={6}>
        <Dialog className="set-again-dialog" aria-label={t('setAgain.dialog', { title })}>
          {({ close }) => (
            <form
              className="set-again-form"
              onSubmit={(event) => {
                event.preventDefault()
                close()
                onSet(chosen)
              }}
            >
              <Heading slot="title" className="set-again-title">
                {t('setAgain.on')}
              </Heading>
              <DisplayChooser displays={displays} value={chosen} onChange={setChosen} disabled={false} />
              <div className="set-again-buttons">
                <Button className="primary" type="submit">
                  {t('setAgain.set')}
                </Button>
                <Button onPress={close}>{t('common.cancel')}</Button>
              </div>
            </form>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
