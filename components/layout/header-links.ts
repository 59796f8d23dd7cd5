import type { Link } from '@/lib/content/schema'
import { headerLinkHref } from '@/lib/content/urls'

/** A header link as the page at hand shows it: where it leads from here, and whether it is here. */
export type HeaderLink = Link & { current: boolean }

export function headerLinks(links: Link[], currentPath?: string): HeaderLink[] {
  return links.map((link) => ({
    label: link.label,
    href: headerLinkHref(link.href, currentPath),
    current: link.href === currentPath,
  }))
}
