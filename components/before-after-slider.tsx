'use client'

import { ChevronsLeftRight } from 'lucide-react'
import {
  type PointerEvent,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
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

/** Nothing to subscribe to: the value only differs between the server render and the browser. */
const subscribeNever = () => () => {}

/** Where the divider starts, in percent from the left. */
const initialPosition = 50

/** How far a finger must move sideways before it drags the divider rather than scrolls. */
const dragSlop = 8

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

/**
 * The comparison of a before/after pair. The server HTML (and so the page before and without the
 * runtime) shows the two pictures side by side, each with its caption. Once hydrated, the pictures
 * are stacked: "before" on the left of a divider, "after" on its right, each still captioned, and
 * a real range input below them moves the divider (mouse, touch, arrow keys, Page Up/Down,
 * Home/End). Dragging anywhere on the pictures moves it too. The divider's position is a CSS
 * custom property set through the CSSOM, which the Content-Security-Policy allows (a style
 * attribute in the HTML would be refused).
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
  const enhanced = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
  const [position, setPosition] = useState(initialPosition)
  const stackRef = useRef<HTMLDivElement>(null)
  const dragRef = useRef<{ id: number; x: number; y: number; active: boolean } | null>(null)

  // Before the first paint of the stacked view, so the divider never shows in the wrong place.
  useLayoutEffect(() => {
    stackRef.current?.style.setProperty('--position', `${position}%`)
  }, [position, enhanced])

  function positionAt(clientX: number): number | null {
    const box = stackRef.current?.getBoundingClientRect()
    if (!box || box.width === 0) return null
    return clamp(((clientX - box.left) / box.width) * 100)
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!event.isPrimary || event.button !== 0) return
    const mouse = event.pointerType === 'mouse'
    dragRef.current = { id: event.pointerId, x: event.clientX, y: event.clientY, active: mouse }
    // A mouse press moves the divider at once; a finger only once it moves sideways, so a touch
    // that starts a page scroll (which the browser keeps: touch-action pan-y) changes nothing.
    if (mouse) {
      event.currentTarget.setPointerCapture?.(event.pointerId)
      const next = positionAt(event.clientX)
      if (next !== null) setPosition(next)
    }
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const drag = dragRef.current
    if (!drag || drag.id !== event.pointerId) return
    if (!drag.active) {
      const dx = Math.abs(event.clientX - drag.x)
      if (dx < dragSlop || dx <= Math.abs(event.clientY - drag.y)) return
      drag.active = true
    }
    const next = positionAt(event.clientX)
    if (next !== null) setPosition(next)
  }

  function endDrag() {
    dragRef.current = null
  }

  const figure = 'relative m-0 min-w-0'
  const caption = enhanced
    ? 'pointer-events-none absolute top-3 rounded-control bg-inverse px-3 py-1 text-sm font-semibold text-inverse-foreground'
    : 'mt-2 text-sm font-semibold'

  return (
    <div
      // Stacked, one picture and the slider fit a laptop screen at once (896 × 597 px for 3:2).
      className={cn(enhanced && 'mx-auto max-w-4xl', className)}
      data-enhanced={enhanced ? '' : undefined}
    >
      <div
        ref={stackRef}
        className={
          enhanced
            ? 'relative grid cursor-ew-resize touch-pan-y touch-pinch-zoom overflow-hidden select-none *:col-start-1 *:row-start-1'
            : 'grid gap-4 sm:grid-cols-2'
        }
        onPointerDown={enhanced ? handlePointerDown : undefined}
        onPointerMove={enhanced ? handlePointerMove : undefined}
        onPointerUp={enhanced ? endDrag : undefined}
        onPointerCancel={enhanced ? endDrag : undefined}
        onDragStart={enhanced ? (event) => event.preventDefault() : undefined}
      >
        <figure className={figure}>
          {before}
          <figcaption className={cn(caption, enhanced && 'left-3')}>{labels.before}</figcaption>
        </figure>
        <figure className={cn(figure, enhanced && '[clip-path:inset(0_0_0_var(--position,50%))]')}>
          {after}
          <figcaption className={cn(caption, enhanced && 'right-3')}>{labels.after}</figcaption>
        </figure>
        {enhanced && (
          <div
            aria-hidden="true"
            className="bg-card pointer-events-none absolute inset-y-0 left-[var(--position,50%)] w-0.5 -translate-x-1/2"
          >
            <span className="bg-card text-foreground shadow-card absolute top-1/2 left-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full">
              <ChevronsLeftRight className="size-5" />
            </span>
          </div>
        )}
      </div>
      {enhanced && (
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={position}
          onChange={(event) => setPosition(clamp(Number(event.target.value)))}
          aria-label={labels.slider}
          aria-valuetext={fillTemplate(labels.value, { before: position, after: 100 - position })}
          className="accent-primary mt-3 block h-11 w-full cursor-ew-resize"
        />
      )}
    </div>
  )
}
