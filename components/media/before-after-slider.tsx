'use client'

import { ChevronsLeftRight } from 'lucide-react'
import {
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { hydratedMarker, useHydrated } from '@/components/use-hydrated'
import { cn } from '@/lib/cn'
import { fillTemplate } from '@/lib/template'

/** Words of a before/after comparison, from content. */
export type BeforeAfterLabels = {
  /** Caption of the picture before the work, e.g. "Before". */
  before: string
  /** Caption of the picture after the work, e.g. "After". */
  after: string
  /** Name of the comparison slider, e.g. "Compare before and after". */
  slider: string
  /**
   * What the slider's value means, read by screen readers: `{before}` and `{after}` are replaced by
   * the share of each picture shown, in percent, e.g. "{before}% before, {after}% after".
   */
  value: string
}

/** Where the divider starts, in percent from the left. */
const initialPosition = 50

/** How far a finger must move sideways before it drags the divider rather than scrolls. */
const dragSlop = 8

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

/** What the drag reads of a pointer event: React's events and the browser's own both have it. */
type PointerInput = Pick<
  PointerEvent,
  'type' | 'pointerId' | 'pointerType' | 'isPrimary' | 'button' | 'buttons' | 'clientX' | 'clientY'
>

/**
 * The comparison's element as the page's loader leaves it (scripts/build/optimize-export.mjs): until
 * React owns it, the pointer events from a press on it, in order (0 once the range has moved
 * since: the range's value is then the latest position).
 */
type LoaderMarkedElement = HTMLDivElement & { held?: PointerEvent[] | 0 }

/**
 * The comparison of a before/after pair, the same HTML with or without the runtime: the pictures
 * stacked, "before" on the left of a divider and "after" on its right, each captioned, and a real
 * range input below them that moves the divider (mouse, touch, arrow keys, Page Up/Down,
 * Home/End). Dragging anywhere on the pictures moves it too. The divider's position is a CSS
 * custom property (a number, in percent) set through the CSSOM, which the Content-Security-Policy
 * allows (a style attribute in the HTML would be refused); until it is set, the CSS places it at
 * 50.
 *
 * Before React owns it, the page's loader moves the divider and the spoken value with the range,
 * and keeps the pointer events from a press on the pictures; once hydrated, the component starts
 * from the range's value and replays those events, so nothing the visitor did is lost and nothing
 * moves (docs/islands.md). Without script at all (`@media (scripting: none)`), the pictures stand
 * side by side instead, and the range and divider, which nothing could move, are hidden.
 */
export function BeforeAfterSlider({
  before,
  after,
  labels,
  className,
}: {
  /** The picture before the work, rendered by the server (an <Artwork>). */
  before: ReactNode
  /** The picture after the work, the same size as `before`. */
  after: ReactNode
  labels: BeforeAfterLabels
  className?: string
}) {
  const hydrated = useHydrated()
  const [position, setPosition] = useState(initialPosition)
  const rootRef = useRef<LoaderMarkedElement>(null)
  const stackRef = useRef<HTMLDivElement>(null)
  const rangeRef = useRef<HTMLInputElement>(null)
  const dragRef = useRef<{ id: number; x: number; y: number; active: boolean } | null>(null)

  function moveTo(clientX: number) {
    const box = stackRef.current?.getBoundingClientRect()
    if (box && box.width > 0) setPosition(clamp(((clientX - box.left) / box.width) * 100))
  }

  /** A pointer event on the pictures, as it happens (`live`) or replayed from before hydration. */
  function handlePointer(event: PointerInput, live: boolean) {
    const drag = dragRef.current
    if (event.type === 'pointerdown') {
      if (!event.isPrimary || event.button !== 0) return
      const mouse = event.pointerType === 'mouse'
      dragRef.current = { id: event.pointerId, x: event.clientX, y: event.clientY, active: mouse }
      // A mouse press moves the divider at once; a finger only once it moves sideways, so a touch
      // that starts a page scroll (which the browser keeps: touch-action pan-y) changes nothing.
      if (mouse) {
        if (live) stackRef.current?.setPointerCapture?.(event.pointerId)
        moveTo(event.clientX)
      }
    } else if (event.type === 'pointermove') {
      if (!drag || drag.id !== event.pointerId) return
      // Let go where nothing saw it (before hydration, the loader keeps no pointerup).
      if (!event.buttons) {
        dragRef.current = null
        return
      }
      if (!drag.active) {
        const dx = Math.abs(event.clientX - drag.x)
        if (dx < dragSlop || dx <= Math.abs(event.clientY - drag.y)) return
        drag.active = true
      }
      moveTo(event.clientX)
    } else {
      dragRef.current = null
    }
  }

  const live = (event: ReactPointerEvent<HTMLDivElement>) => handlePointer(event, true)

  // Once hydrated, and before the first paint after it: start where the visitor left the
  // comparison before React owned it (the range's value, then the presses kept since).
  const takeOver = useEffectEvent(() => {
    const root = rootRef.current
    const stack = stackRef.current
    const range = rangeRef.current
    if (!root || !stack || !range) return
    const held = root.held || []
    root.held = 0
    setPosition(clamp(Number(range.value)))
    for (const event of held)
      if (event.target instanceof Node && stack.contains(event.target)) handlePointer(event, false)
  })
  useLayoutEffect(() => takeOver(), [])

  useLayoutEffect(() => {
    rootRef.current?.style.setProperty('--position', String(position))
  }, [position])

  // Each label sits in its picture's outer top corner, above both pictures, in a box as wide as its
  // side of the divider. The box holds one line as tall as itself: a zero-width strut, then the
  // label, which drops to a second, hidden line when the side is too narrow for it whole. So a label
  // is shown whole or not at all, never cut to "Befo" by the divider or the other picture.
  const caption =
    'pointer-events-none absolute top-3 z-10 flex h-8 flex-wrap items-start overflow-hidden before:h-full before:w-0 noscript:w-auto'
  const label =
    'rounded-control bg-inverse text-inverse-foreground px-3 py-1 text-sm font-semibold whitespace-nowrap'

  return (
    <div
      ref={rootRef}
      // Stacked, one picture and the slider fit a laptop screen at once (896 × 597 px for 3:2).
      className={cn('mx-auto max-w-4xl noscript:max-w-none', className)}
      data-compare=""
      {...hydratedMarker(hydrated)}
      // The loader may have moved the divider (--position) before React owned it.
      suppressHydrationWarning
    >
      <div
        ref={stackRef}
        className="relative grid cursor-ew-resize touch-pan-y touch-pinch-zoom overflow-hidden select-none *:col-start-1 *:row-start-1 noscript:cursor-auto noscript:gap-4 noscript:*:col-start-auto noscript:*:row-start-auto noscript:sm:grid-cols-2 [&_img]:pointer-events-none"
        onPointerDown={live}
        onPointerMove={live}
        onPointerUp={live}
        onPointerCancel={live}
      >
        <figure className="relative m-0 min-w-0">
          {before}
          <figcaption className={cn(caption, 'left-3 w-[calc(var(--position,50)*1%_-_1.25rem)]')}>
            <span className={label}>{labels.before}</span>
          </figcaption>
        </figure>
        {/* Only the picture is clipped at the divider, never its label. */}
        <figure className="relative m-0 min-w-0">
          <div className="[clip-path:inset(0_0_0_calc(var(--position,50)*1%))] noscript:[clip-path:none]">
            {after}
          </div>
          <figcaption
            className={cn(
              caption,
              'right-3 w-[calc((100_-_var(--position,50))*1%_-_1.25rem)] justify-end',
            )}
          >
            <span className={label}>{labels.after}</span>
          </figcaption>
        </figure>
        <div
          aria-hidden="true"
          className="bg-card pointer-events-none absolute inset-y-0 left-[calc(var(--position,50)*1%)] w-0.5 -translate-x-1/2 noscript:hidden"
        >
          <span className="bg-card text-foreground shadow-card absolute top-1/2 left-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full">
            <ChevronsLeftRight className="size-5" />
          </span>
        </div>
      </div>
      <input
        ref={rangeRef}
        type="range"
        min={0}
        max={100}
        step={1}
        value={position}
        onChange={(event) => setPosition(clamp(Number(event.target.value)))}
        aria-label={labels.slider}
        aria-valuetext={fillTemplate(labels.value, { before: position, after: 100 - position })}
        // The loader fills it in while the runtime is on its way (so aria-valuetext may differ
        // from the server's when React hydrates; the value is taken over just after).
        data-valuetext={labels.value}
        suppressHydrationWarning
        className="accent-primary mt-3 block h-11 w-full cursor-ew-resize noscript:hidden"
      />
    </div>
  )
}
