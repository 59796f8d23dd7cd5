/** Every broken internal link of the export in `dir`, as "page: url (reason)" lines. */
export function findBrokenLinks(dir: string): {
  pages: number
  links: number
  fragments: string[]
  broken: string[]
}
