import { Fragment } from 'react'

/**
 * A name that wraps between its words only, never at a hyphen ("Saltwood Design-Build"): CSS has no
 * such rule. (<wbr> is no help for addresses: Chromium then names a link "hello@ saltwood .com".)
 */
export function BreakAtSpaces({ text }: { text: string }) {
  return text.split(' ').map((word, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className="whitespace-nowrap">{word}</span>
    </Fragment>
  ))
}
