/**
 * What a visitor reads in a rendered page, for the tests that check each page shows what its
 * content promises: a section by its heading, the words of a list, the quotes of a testimonials
 * grid, a call to action.
 */
import { screen, within } from '@testing-library/react'
import type { Link, SectionHeading } from '@/lib/content/schema'

/**
 * The page's section with this heading; given the content's heading, the section also shows the
 * eyebrow above it and the intro below it where content has them.
 */
export function region(heading: string | SectionHeading) {
  if (typeof heading === 'string') return screen.getByRole('region', { name: heading })
  const section = screen.getByRole('region', { name: heading.title })
  for (const text of [heading.eyebrow, heading.intro])
    if (text) expect(within(section).getByText(text)).toBeInTheDocument()
  return section
}

/** The text of each element, in order. */
export const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent)

/** Matches the element whose whole text is `text`, even when it is split into several elements. */
export const wholly = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text

/** The quotes shown in `scope`, in the order a visitor reads them. */
export const quotesIn = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('figure')
    .map((figure) => figure.querySelector('blockquote')?.textContent)

/** Each term of the term lists in `scope` with its description: "What it costs" → "Free". */
export const termsIn = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('term')
    .map((term) => [
      term.textContent,
      // The definitions of this term: those of the group it heads (a <div> in the <dl>).
      ...within(term.parentElement!)
        .queryAllByRole('definition')
        .map((definition) => definition.textContent),
    ])

/** The page's opening: the section that holds the h1. */
export const hero = () => screen.getByRole('heading', { level: 1 }).closest('section')!

/** The opening's h1, and the eyebrow and lead above and below it where content gives them. */
export function expectOpening({
  eyebrow,
  title,
  lead,
}: {
  eyebrow?: string
  title: string
  lead?: string
}) {
  const opening = hero()
  expect(within(opening).getByRole('heading', { level: 1 })).toHaveTextContent(title)
  // Not a link of the breadcrumb trail that happens to have the same words.
  for (const text of [eyebrow, lead])
    if (text)
      expect(
        within(opening).getByText(text, { ignore: 'a, h1 *, script, style' }),
      ).toBeInTheDocument()
}

/** The link with this content's label and address, inside `scope`. */
export function expectLink(scope: HTMLElement, { label, href }: Link) {
  expect(within(scope).getByRole('link', { name: label })).toHaveAttribute('href', href)
}

/** The closing call to action: its title, text and buttons. */
export function expectCallToAction(action: {
  title: string
  text: string
  primary: Link
  secondary?: Link
}) {
  const section = region(action.title)
  expect(within(section).getByText(action.text)).toBeInTheDocument()
  expectLink(section, action.primary)
  if (action.secondary) expectLink(section, action.secondary)
}
