'use client'

import { Menu, Phone, X } from 'lucide-react'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import type { Link } from '@/lib/content/schema'
import { buttonClasses } from '@/components/ui/button-link'
import { telHref } from '@/lib/format'
import { fillTemplate } from '@/lib/template'
import { useBackToClose } from '@/components/use-back-to-close'
import { hydratedMarker, useHydrated } from '@/components/use-hydrated'
import type { HeaderLink } from './header-links'

const menuId = 'mobile-menu'

/**
 * Without the popover API (a browser older than the browserslist) `:popover-open` is not a
 * selector at all and matching it throws; there the menu never opens.
 */
const isMenuOpen = (menu: HTMLElement) => 'showPopover' in menu && menu.matches(':popover-open')

/**
 * The small-screen menu: a disclosure built on the HTML popover attribute, so the browser opens it,
 * closes it on Escape (returning focus to the button) and keeps it out of the tab order while
 * closed, even before this script has loaded. The browser also exposes the button's expanded state
 * (a `popovertarget` button is expanded while its popover is open), so the button carries no
 * aria-expanded of its own: HTML forbids it there, and a server-rendered "false" would be wrong
 * while a visitor opens the menu before this script loads. The script swaps the icon, closes the
 * menu when a link is chosen, and gives the open menu a history entry so that Back closes it
 * (components/use-back-to-close.ts).
 */
export function MobileMenu({
  links,
  consultation,
  toggleLabel,
  navLabel,
  phone,
  call,
}: {
  links: HeaderLink[]
  consultation: Link
  toggleLabel: string
  navLabel: string
  phone: string
  /** The call sentence with {phone}: content/navigation.yaml's `call`. */
  call: string
}) {
  const [open, setOpen] = useState(false)
  const menuRef = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()

  const historyEntry = useBackToClose('menu', {
    isOpen: () => !!menuRef.current && isMenuOpen(menuRef.current),
    close: () => menuRef.current?.hidePopover(),
    reopen: () => menuRef.current?.showPopover(),
  })

  useEffect(() => {
    const menu = menuRef.current
    if (!menu) return
    // A menu the browser opened before this script loaded gets its entry here.
    const sync = () => {
      const isOpen = isMenuOpen(menu)
      setOpen(isOpen)
      if (isOpen) historyEntry.opened()
      else historyEntry.closed()
    }
    sync()
    menu.addEventListener('toggle', sync)
    return () => menu.removeEventListener('toggle', sync)
  }, [historyEntry])

  /**
   * A link chosen: the menu closes, and a link this tab follows is followed once the menu's entry
   * is off, so the history holds the page and then the link's place, as if no menu had opened.
   */
  function choose(event: MouseEvent<HTMLAnchorElement>) {
    const link = event.currentTarget
    const inThisTab =
      event.button === 0 &&
      !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
      /^https?:$/.test(link.protocol)
    if (inThisTab && historyEntry.follow(link.href)) event.preventDefault()
    menuRef.current?.hidePopover()
  }

  return (
    // Marked once React owns the menu: until then the page's loader closes it on a link's click.
    <div className="md:hidden" {...hydratedMarker(hydrated)}>
      <button
        type="button"
        popoverTarget={menuId}
        aria-controls={menuId}
        className="rounded-control border-border bg-card text-foreground inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 border font-medium whitespace-nowrap min-[420px]:px-3"
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
        {/* Below 420 px the consultation button needs the room: the word is for screen readers. */}
        <span className="max-[419px]:sr-only">{toggleLabel}</span>
      </button>
      <div
        id={menuId}
        ref={menuRef}
        popover="auto"
        className="backdrop:bg-foreground/20 top-header border-border bg-background shadow-card fixed inset-x-0 bottom-auto m-0 h-auto max-h-[calc(100dvh-var(--spacing-header))] w-full max-w-none overflow-y-auto border-0 border-b p-0"
      >
        <nav aria-label={navLabel} className="px-5 py-4">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={link.current ? 'page' : undefined}
                  onClick={choose}
                  className="rounded-control hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:text-primary flex min-h-12 items-center px-3 text-lg font-medium"
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li className="mt-2">
              <a
                href={consultation.href}
                onClick={choose}
                className={buttonClasses('primary', 'w-full text-lg')}
              >
                {consultation.label}
              </a>
            </li>
            <li>
              <a
                href={telHref(phone)}
                onClick={choose}
                className={buttonClasses('secondary', 'w-full text-lg whitespace-nowrap')}
              >
                <Phone aria-hidden="true" className="size-5" />
                {fillTemplate(call, { phone })}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  )
}
