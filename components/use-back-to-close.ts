import { useEffect, useMemo, useRef } from 'react'

/*
 * Back closes what it opened. On a phone, Back (the gesture or the button) is how a visitor puts
 * away whatever covers the page; with no entry of ours in the history it left the page instead.
 * So an overlay that takes the screen (the photo viewer, the phone menu) pushes an entry of its
 * own when it opens, marked in its state, and closes when the visitor leaves that entry. Closed
 * any other way (its button, Escape, a tap outside) it takes its entry off again, so the next Back
 * leaves the page as the visitor expects rather than landing on an entry that shows nothing new.
 */

/** The key of the history state that marks an overlay's entry; its value is the overlay's name. */
const overlayKey = 'overlay'

/** The name of the overlay whose entry the visitor is on, if any. */
const overlayOfEntry = () => {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[overlayKey]
    : undefined
}
const onEntryOf = (name: string) => overlayOfEntry() === name

/** What each overlay does when the visitor moves through the history (Back, Forward). */
const visitorMoves = new Set<() => void>()

/**
 * While our own history.back() (an overlay taking its entry off) is on its way: the overlays
 * opened meanwhile, whose entries wait for it (pushed before it lands, an entry would be the one
 * it pops), and a link chosen meanwhile, followed once it has. Its popstate is not the visitor's.
 */
let waitingForOwnBack: { entries: Set<string>; link?: string } | null = null

if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => {
    const waiting = waitingForOwnBack
    waitingForOwnBack = null
    if (overlayOfEntry() === undefined) window.history.scrollRestoration = 'auto'
    const link = waiting?.link
    if (!waiting) visitorMoves.forEach((move) => move())
    // A task later: followed during the popstate, a link to a section of the page did not scroll
    // there in Chromium (the traversal's own scroll handling comes after).
    else if (link) setTimeout(() => window.location.assign(link))
    else waiting.entries.forEach(pushEntry)
  })

function pushEntry(name: string) {
  if (waitingForOwnBack) waitingForOwnBack.entries.add(name)
  else if (!onEntryOf(name)) {
    // The page stays where it is under an overlay, so leaving the overlay's entry has nothing to
    // restore: restoring the position saved as it opened made Firefox jump 51 px on a project page
    // and glide back. The browser's own restoring is back on the page's entry (popstate).
    window.history.scrollRestoration = 'manual'
    window.history.pushState({ [overlayKey]: name }, '')
  }
}

/** Takes the overlay's entry off, then follows `link` if one was chosen in the overlay. */
function removeEntry(name: string, link?: string) {
  if (waitingForOwnBack) {
    waitingForOwnBack.entries.delete(name)
    waitingForOwnBack.link ??= link
    return
  }
  if (!onEntryOf(name)) return // the visitor's Back closed it
  waitingForOwnBack = { entries: new Set(), link }
  window.history.back()
}

type Overlay = {
  /** Whether it is open now, read from the element itself. */
  isOpen: () => boolean
  close: () => void
  /** Opens it again as the visitor left it (Forward onto its entry). */
  reopen: () => void
}

/**
 * Gives the overlay called `name` a history entry while it is open: the visitor's Back from that
 * entry calls `close`, and Forward back onto it `reopen`. The overlay calls `opened` and `closed`
 * as it opens and closes, however that happens. `follow` is for a link chosen in the overlay: it
 * takes the overlay's entry off, then follows the link from the page's entry, and returns true (the
 * caller then prevents the click's own navigation), so that Back from there returns to the page,
 * not to the entry of a closed overlay; it returns false when the overlay has no entry.
 */
export function useBackToClose(name: string, overlay: Overlay) {
  const latest = useRef(overlay)
  useEffect(() => {
    latest.current = overlay
  })
  /** Whether this page opened it since it last closed: an entry left by a reload is not its. */
  const openedHere = useRef(false)

  useEffect(() => {
    const move = () => {
      const { isOpen, close, reopen } = latest.current
      const onEntry = onEntryOf(name)
      if (isOpen() && !onEntry) close()
      else if (!isOpen() && onEntry) reopen()
    }
    visitorMoves.add(move)
    return () => {
      visitorMoves.delete(move)
    }
  }, [name])

  return useMemo(
    () => ({
      opened() {
        openedHere.current = true
        pushEntry(name)
      },
      closed() {
        if (!openedHere.current) return
        openedHere.current = false
        removeEntry(name)
      },
      follow(href: string) {
        if (!onEntryOf(name) && !waitingForOwnBack) return false
        removeEntry(name, href)
        return true
      },
    }),
    [name],
  )
}
