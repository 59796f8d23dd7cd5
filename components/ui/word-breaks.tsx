import { Fragment, type ReactNode } from 'react'

/**
 * A name that wraps between its words only, never at a hyphen ("Saltwood Design-Build"): CSS has no
 * such rule. (<wbr> is no help for addresses: Chromium then names a link "hello@ saltwood .com".)
 * `keepWords` is the class that keeps a word whole, or the class for each word: a heading lets a
 * phone break only a word too long for its width at its hyphens.
 */
export function BreakAtSpaces({
  text,
  keepWords = 'whitespace-nowrap',
  trailing,
}: {
  text: string
  keepWords?: string | ((word: string) => string)
  /** What follows the last word, kept on its line (a link's arrow, never stranded alone). */
  trailing?: ReactNode
}) {
  const words = text.split(' ')
  return words.map((word, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className={typeof keepWords === 'string' ? keepWords : keepWords(word)}>
        {word}
        {index === words.length - 1 && trailing}
      </span>
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
