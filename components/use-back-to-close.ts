import { useEffect, useEffectEvent, useRef } from 'react'

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

const onEntryOf = (name: string) => {
  const state: unknown = window.history.state
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[overlayKey] === name
  )
}

/** What each overlay does when the visitor moves through the history (Back, Forward). */
const visitorMoves = new Set<() => void>()

/**
 * While our own history.back() (an overlay taking its entry off) is on its way: the overlays
 * opened meanwhile, whose entries wait for it. Pushed before it lands, an entry would be the one
 * it pops; and its popstate is not the visitor's move.
 */
let waitingForOwnBack: Set<string> | null = null

if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => {
    const waiting = waitingForOwnBack
    waitingForOwnBack = null
    if (waiting) waiting.forEach(pushEntry)
    else visitorMoves.forEach((move) => move())
  })

function pushEntry(name: string) {
  if (waitingForOwnBack) waitingForOwnBack.add(name)
  else if (!onEntryOf(name)) window.history.pushState({ [overlayKey]: name }, '')
}

function removeEntry(name: string) {
  if (waitingForOwnBack?.delete(name)) return
  if (!onEntryOf(name)) return // the visitor's Back closed it, or a link replaced the entry
  waitingForOwnBack ??= new Set()
  window.history.back()
}

/**
 * Gives the overlay called `name` a history entry while it is open (`isOpen`): the visitor's Back
 * from that entry calls `close`, and Forward back onto it calls `reopen`. Returns `follow`, for a
 * link chosen in the overlay: it puts the link's address in place of the overlay's entry (returning
 * true; the caller prevents the click's own navigation), so that Back from there returns to the
 * page, not to an entry of a closed overlay. It returns false when there is no entry to replace.
 */
export function useBackToClose(
  name: string,
  isOpen: boolean,
  { close, reopen }: { close: () => void; reopen: () => void },
) {
  const wasOpen = useRef(false)

  const followVisitor = useEffectEvent(() => {
    const onEntry = onEntryOf(name)
    if (isOpen && !onEntry) close()
    else if (!isOpen && onEntry) reopen()
  })
  useEffect(() => {
    const move = () => followVisitor()
    visitorMoves.add(move)
    return () => {
      visitorMoves.delete(move)
    }
  }, [])

  useEffect(() => {
    if (isOpen) pushEntry(name)
    else if (wasOpen.current) removeEntry(name)
    wasOpen.current = isOpen
  }, [isOpen, name])

  function follow(href: string) {
    if (!onEntryOf(name)) return false
    // Unmarked first: the overlay closes while the next page loads, and must not pop the entry.
    window.history.replaceState(null, '')
    window.location.replace(href)
    return true
  }
  return follow
}
