import { type PointerEvent, useRef } from 'react'

/** How far a finger (or a mouse) must travel sideways for a swipe to change the photo. */
const swipeThreshold = 40

/**
 * Pointer handlers for an element a visitor swipes sideways: a swipe to the left calls
 * `onSwipe(1)` (the next item), to the right `onSwipe(-1)`. A mostly vertical move (scrolling) and
 * a second finger (a pinch) are not swipes.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const startRef = useRef<{ id: number; x: number; y: number } | null>(null)
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || event.button !== 0) {
        startRef.current = null // a second finger: a pinch, not a swipe
        return
      }
      startRef.current = { id: event.pointerId, x: event.clientX, y: event.clientY }
      // A mouse drag ends wherever the mouse is let go; a touch is captured by the browser itself.
      if (event.pointerType === 'mouse') event.currentTarget.setPointerCapture?.(event.pointerId)
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const start = startRef.current
      startRef.current = null
      if (!start || start.id !== event.pointerId) return
      const dx = event.clientX - start.x
      const dy = event.clientY - start.y
      if (Math.abs(dx) >= swipeThreshold && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1)
    },
    onPointerCancel() {
      startRef.current = null
    },
  }
}
