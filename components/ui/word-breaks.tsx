import { Fragment } from 'react'

/**
 * A name that wraps between its words only, never at a hyphen ("Saltwood Design-Build"): CSS has no
 * such rule. (<wbr> is no help for addresses: Chromium then names a link "hello@ saltwood .com".)
 * `keepWords` is the class that keeps a word whole: "sm:whitespace-nowrap" lets a phone break a
 * word too long for its width ("Carmel-by-the-Sea" in a heading) at its hyphens.
 */
export function BreakAtSpaces({
  text,
  keepWords = 'whitespace-nowrap',
}: {
  text: string
  keepWords?: string
}) {
  return text.split(' ').map((word, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className={keepWords}>{word}</span>
    </Fragment>
  ))
}

/** A text whose times ("5:00 PM") never wrap between the figure and AM or PM. */
export function KeepTimesWhole({ text }: { text: string }) {
  return text.split(/(\d{1,2}:\d{2}\s*[AP]\.?M\.?)/i).map((part, index) =>
    index % 2 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  )
}
