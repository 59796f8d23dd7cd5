'use client'

import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react'
import { flushSync } from 'react-dom'
import type { Image } from '@/lib/content/schema'
import { fillTemplate } from '@/lib/template'
import { useBackToClose } from '@/components/use-back-to-close'
import { hydratedMarker, useHydrated } from '@/components/use-hydrated'
import { useSwipe } from './use-swipe'
import { ViewerPicture } from './viewer-picture'

/** Words of the gallery and its photo viewer, from content. */
export type GalleryLabels = {
  /** Name of each thumbnail link; `{description}` is replaced by what the photo shows. */
  open: string
  /** The viewer's close button. */
  close: string
  /** The viewer's button to the previous photo. */
  previous: string
  /** The viewer's button to the next photo. */
  next: string
  /** The viewer's counter; `{index}` and `{total}` are replaced, e.g. "{index} of {total}" → "3 of 8". */
  counter: string
  /** The viewer's accessible name, e.g. "Photo viewer". */
  viewer: string
}

/** Marks each thumbnail link with the position of its photo (written by <Gallery>). */
const indexAttribute = 'data-gallery-index'

/** The class that stops the page scrolling while the viewer is open (on <html>). */
const scrollLock = 'overflow-hidden'

/**
 * The photo viewer of a gallery. The server renders the thumbnails (`children`) as links to the
 * full-size pictures, which is all a visitor gets before and without the runtime. Once hydrated, a
 * plain click (or Enter) on a thumbnail opens the picture in a modal <dialog> instead: the previous
 * and next buttons, the arrow keys and a sideways swipe move through the photos (wrapping round
 * from the last to the first), Escape and the close button close it and return focus to the
 * thumbnail that opened it, and the page behind does not scroll. Back closes it too, leaving the
 * visitor where they were on the page, and Forward opens it again (components/use-back-to-close.ts).
 * A click with a modifier key (new tab, new window, download) or the middle button keeps the
 * browser's behaviour.
 *
 * Its element is marked `data-hydrated` once React owns it, and `data-island-replay`: a first
 * click on a thumbnail that arrives before then (the click right after the pointerdown that starts
 * the runtime) is held by the page's loader and replayed here once hydrated, so the first photo
 * opens in the viewer too (scripts/build/optimize-export.mjs, docs/islands.md).
 */
export function GalleryLightbox({
  images,
  labels,
  className,
  children,
}: {
  images: Image[]
  labels: GalleryLabels
  className?: string
  children: ReactNode
}) {
  const enhanced = useHydrated()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const [index, setIndex] = useState(0)
  const total = images.length
  const image = images[Math.min(index, total - 1)]

  // A viewer removed while open (the visitor navigates away) must not leave the page locked.
  useEffect(() => () => document.documentElement.classList.remove(scrollLock), [])

  const historyEntry = useBackToClose('gallery', {
    isOpen: () => !!dialogRef.current?.open,
    close: () => dialogRef.current?.close(),
    // The photo it last showed; its opener is kept for focus.
    reopen: () => {
      if (openerRef.current) open(index, openerRef.current)
    },
  })

  function open(at: number, opener: HTMLElement) {
    const dialog = dialogRef.current
    if (!dialog) return
    openerRef.current = opener
    flushSync(() => setIndex(at))
    document.documentElement.classList.add(scrollLock)
    if (!dialog.open) dialog.showModal()
    historyEntry.opened()
  }

  function move(step: number) {
    setIndex((current) => (current + step + total) % total)
  }
  const swipe = useSwipe(move)

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>(`a[${indexAttribute}]`)
        : null
    if (!link || !event.currentTarget.contains(link) || dialogRef.current?.contains(link)) return
    const at = Number(link.getAttribute(indexAttribute))
    if (!Number.isInteger(at) || at < 0 || at >= total) return
    event.preventDefault()
    open(at, link)
  }

  /** The dialog has closed, by the close button, by Escape (the browser's own cancel) or by Back. */
  function handleClose() {
    // The close event of a viewer opened again since (Back, then Forward at once) is stale.
    if (dialogRef.current?.open) return
    document.documentElement.classList.remove(scrollLock)
    historyEntry.closed()
    const opener = openerRef.current
    if (opener?.isConnected) opener.focus()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    if (event.key === 'ArrowRight') move(1)
    else if (event.key === 'ArrowLeft') move(-1)
    else return
    event.preventDefault()
  }

  const counter = fillTemplate(labels.counter, { index: index + 1, total })
  const button =
    'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-inverse-muted bg-inverse text-inverse-foreground hover:bg-inverse-foreground hover:text-inverse'

  return (
    <div
      className={className}
      onClick={handleClick}
      data-island-replay=""
      {...hydratedMarker(enhanced)}
    >
      {children}
      {enhanced && image && (
        <dialog
          ref={dialogRef}
          aria-label={labels.viewer}
          onClose={handleClose}
          onKeyDown={handleKeyDown}
          className="bg-inverse text-inverse-foreground focus-ring-inverse backdrop:bg-inverse m-0 size-full max-h-none max-w-none overflow-y-auto overscroll-contain border-0 p-0"
        >
          <div className="flex h-full min-h-80 flex-col">
            <div className="flex items-center justify-between gap-4 px-4 py-3">
              <p aria-live="polite" aria-atomic="true" className="font-medium tabular-nums">
                {counter}
              </p>
              <button
                type="button"
                aria-label={labels.close}
                onClick={() => dialogRef.current?.close()}
                className={button}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <figure className="flex min-h-0 flex-1 flex-col">
              <div
                className="relative min-h-0 flex-1 touch-pan-y touch-pinch-zoom select-none"
                {...swipe}
                onDragStart={(event) => event.preventDefault()}
              >
                <ViewerPicture key={image.src} image={image} />
              </div>
              <figcaption className="mx-auto max-w-prose px-4 pt-3 text-center">
                {image.alt}
              </figcaption>
            </figure>
            {total > 1 && (
              <div className="flex justify-center gap-4 px-4 py-3">
                <button
                  type="button"
                  aria-label={labels.previous}
                  onClick={() => move(-1)}
                  className={button}
                >
                  <ChevronLeft aria-hidden="true" className="size-6" />
                </button>
                <button
                  type="button"
                  aria-label={labels.next}
                  onClick={() => move(1)}
                  className={button}
                >
                  <ChevronRight aria-hidden="true" className="size-6" />
                </button>
              </div>
            )}
          </div>
        </dialog>
      )}
    </div>
  )
}
