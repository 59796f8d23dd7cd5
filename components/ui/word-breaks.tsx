import { Fragment } from 'react'

/**
 * Where a name or an address may wrap: CSS has no rule for "only here", and no library adds the
 * <wbr>s for it, so these two do.
 */

/** A name that wraps between its words only, never at a hyphen ("Saltwood Design-Build"). */
export function BreakAtSpaces({ text }: { text: string }) {
  return text.split(' ').map((word, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className="whitespace-nowrap">{word}</span>
    </Fragment>
  ))
}

/** An email address that wraps only after its @ and before its dots, never inside a word. */
export function BreakAtDots({ text }: { text: string }) {
  return text.split(/(?=[.])|(?<=@)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}
