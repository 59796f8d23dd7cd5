import { useEffect } from 'react'

/*
 * The address as the visitor's in-page links left it. Next's router reads the address when it
 * starts hydrating and writes it back into the history when it commits, and again on later renders;
 * a link to a section followed in between (the menu opened by the first tap, then "Contact")
 * scrolls to its section, but its #fragment was replaced by the one before. Recorded from the
 * moment this module runs, before React commits, on popstate: a fragment navigation fires it as the
 * address changes (hashchange comes a task later, too late to tell the visitor's move from the
 * router's write).
 */
let visitorAddress = typeof window === 'undefined' ? '' : window.location.href
if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => (visitorAddress = window.location.href))

const samePage = (a: string, b: string) => a.split('#')[0] === b.split('#')[0]

// Next's documented History API integration: a replaceState with a state of the page's own
// updates the address the router keeps (docs: Linking and Navigating, "Native History API").
const handRouterTheAddress = (address: string) => window.history.replaceState(null, '', address)

/** Once the router has committed: the fragment it may have written over, given back. */
function restoreVisitorAddress() {
  const { href } = window.location
  if (href !== visitorAddress && samePage(href, visitorAddress))
    handRouterTheAddress(visitorAddress)
}

/**
 * Each later in-page link (an entry without the router's state): the router learns the new
 * address before it renders again.
 */
const followLink = (event: PopStateEvent) => {
  if (event.state === null) handRouterTheAddress(window.location.href)
}

/**
 * Keeps the address bar on the section a visitor's last in-page link led to, while and after the
 * runtime takes the page over. Used once per page, by the header's menu (on every page).
 */
export function useFragmentAddress() {
  useEffect(() => {
    // A task later: a parent's effect (where the router installs its History API integration)
    // runs after this child's.
    const started = window.setTimeout(restoreVisitorAddress)
    window.addEventListener('popstate', followLink)
    return () => {
      window.clearTimeout(started)
      window.removeEventListener('popstate', followLink)
    }
  }, [])
}
