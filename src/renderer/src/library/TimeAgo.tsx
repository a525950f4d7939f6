// A time as people say it ("2 hours ago"), with the exact time in a tooltip on hover and on focus.
// It is a small button, so the keyboard reaches it and the tooltip (which React Aria opens only on
// an interactive element); pressing it writes the exact time in place. Screen readers read both
// from the text: the exact time is in it, hidden from sight.
import { useState } from 'react'
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components'
import { useIntlOrEnglish } from '../i18n/use-t'
import { exactTime, relativeTime } from './relative-time'

export function TimeAgo({ iso, now }: { iso: string; now: number }) {
  const [exactShown, setExactShown] = useState(false)
  // In the window's language (Settings' or the system's), not only the browser's.
  const locales = [useIntlOrEnglish().locale]
  const exact = exactTime(iso, locales)
  return (
    <TooltipTrigger delay={400} closeDelay={100}>
      <Button className="time-ago" onPress={() => setExactShown((shown) => !shown)}>
        <time dateTime={iso}>
          {exactShown ? (
            exact
          ) : (
            <>
              {relativeTime(iso, now, locales)}
              <span className="visually-hidden"> ({exact})</span>
            </>
          )}
        </time>
      </Button>
      <Tooltip className="tooltip" offset={6}>
        {exact}
      </Tooltip>
    </TooltipTrigger>
  )
}
