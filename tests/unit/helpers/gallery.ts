/** What the gallery's tests (gallery-markup.test.tsx, gallery-viewer.test.tsx) render, open and stand in for. */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ComponentProps } from 'react'
import { type Gallery } from '@/components/media/gallery'
import { publishedImage } from '@/lib/content/published-images'
import type { Image } from '@/lib/content/schema'

// As the content loader gives them: the photograph with its published copies.
export const images = (
  [
    { src: '/images/kitchen-island.svg', alt: 'An island with pendants', width: 1200, height: 800 },
    { src: '/images/kitchen-window.jpg', alt: 'A window wall', width: 3000, height: 2000 },
    { src: '/images/kitchen-pantry.svg', alt: 'An oak pantry', width: 1200, height: 800 },
  ] satisfies Image[]
).map((image) => publishedImage(image))

export const labels: ComponentProps<typeof Gallery>['labels'] = {
  open: 'Open full size: {description}',
  more: { one: 'Show {number} more photo', other: 'Show {number} more photos' },
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  counter: '{index} of {total}',
  viewer: 'Photo viewer',
}

/** Escape on an open dialog: a cancelable `cancel`, then closes, as the browser does. */
function escapeCloses(this: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Escape') return
  if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close()
}

/**
 * jsdom has HTMLDialogElement but none of its behaviour. The little the viewer relies on, as the
 * browser does it: showModal() opens and focuses the first control, Escape fires a cancelable
 * `cancel` and then closes, close() fires `close`.
 */
export function installDialogAndPointer() {
  if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true
      this.addEventListener('keydown', escapeCloses)
      this.querySelector<HTMLElement>('button, [href], input, [tabindex]')?.focus()
    }
  }
  if (typeof HTMLDialogElement.prototype.close !== 'function') {
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      if (!this.open) return
      this.open = false
      this.removeEventListener('keydown', escapeCloses)
      this.dispatchEvent(new Event('close'))
    }
  }
  // Nor does jsdom have PointerEvent: a MouseEvent with the pointer's fields is enough here.
  if (typeof window.PointerEvent !== 'function') {
    class PointerEventShim extends MouseEvent {
      pointerId: number
      pointerType: string
      isPrimary: boolean
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init)
        this.pointerId = init.pointerId ?? 1
        this.pointerType = init.pointerType ?? 'mouse'
        this.isPrimary = init.isPrimary ?? true
      }
    }
    window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent
  }
}

/** A test that fails with the viewer open must not leave the page locked for the next one. */
export function unlockPage() {
  document.documentElement.className = ''
}

/** The open viewer (a closed <dialog> is hidden, so out of the accessibility tree). */
export const dialog = () => screen.getByRole('dialog', { name: 'Photo viewer' })
export const expectClosed = () => expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

export async function openThumbnail(name: string) {
  const user = userEvent.setup()
  const link = screen.getByRole('link', { name: `Open full size: ${name}` })
  await user.click(link)
  return { user, link }
}
