import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { Gallery, type GalleryLabels } from '@/components/media/gallery'
import { GalleryLightbox } from '@/components/media/gallery-lightbox'
import { hydrateIslands } from '@/components/islands/hydrate'
import { publishedImage } from '@/lib/content/published-images'
import type { Image } from '@/lib/content/schema'
import { modifiedClicks } from './helpers/modified-clicks'

// As the content loader gives them: the photograph with its published copies.
const images = (
  [
    { src: '/images/kitchen-island.svg', alt: 'An island with pendants', width: 1200, height: 800 },
    { src: '/images/kitchen-window.jpg', alt: 'A window wall', width: 3000, height: 2000 },
    { src: '/images/kitchen-pantry.svg', alt: 'An oak pantry', width: 1200, height: 800 },
  ] satisfies Image[]
).map((image) => publishedImage(image))

const labels: GalleryLabels = {
  open: 'Open full size: {alt}',
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  counter: '{index} of {total}',
  viewer: 'Photo viewer',
}

/**
 * jsdom has HTMLDialogElement but none of its behaviour. The little the viewer relies on, as the
 * browser does it: showModal() opens and focuses the first control, Escape fires a cancelable
 * `cancel` and then closes, close() fires `close`.
 */
function escapeCloses(this: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Escape') return
  if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close()
}
beforeAll(() => {
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
})

afterEach(() => {
  // A test that fails with the viewer open must not leave the page locked for the next one.
  document.documentElement.className = ''
})

/** The open viewer (a closed <dialog> is hidden, so out of the accessibility tree). */
const dialog = () => screen.getByRole('dialog', { name: 'Photo viewer' })
const expectClosed = () => expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

async function openThumbnail(name: string) {
  const user = userEvent.setup()
  const link = screen.getByRole('link', { name: `Open full size: ${name}` })
  await user.click(link)
  return { user, link }
}

describe('Gallery', () => {
  it('is a list of links to the full-size pictures, named from their alt text', () => {
    render(<Gallery images={images} labels={labels} label="Photographs" />)
    const list = screen.getByRole('list', { name: 'Photographs' })
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Open full size: An island with pendants',
      'Open full size: A window wall',
      'Open full size: An oak pantry',
    ])
    // SVG artwork is its own full size; a photograph links to its widest published JPEG.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/images/kitchen-island.svg',
      '/images/responsive/kitchen-window-2400.jpg',
      '/images/kitchen-pantry.svg',
    ])
    // Each thumbnail keeps its alt text, loads lazily and has its intrinsic size.
    const thumbnail = within(links[0]!).getByRole('img', { name: 'An island with pendants' })
    expect(thumbnail).toHaveAttribute('loading', 'lazy')
    expect(thumbnail).toHaveAttribute('width', '1200')
  })

  it('is plain HTML on the server: links only, no viewer and no style attribute', () => {
    const html = renderToStaticMarkup(<Gallery images={images} labels={labels} />)
    expect(html).not.toContain('<dialog')
    expect(html).not.toMatch(/\sstyle=/)
    expect(html).not.toContain('data-hydrated')
    // An island named "gallery"; the page's loader holds a first click on a thumbnail until the
    // gallery is hydrated.
    expect(html).toMatch(
      /^<site-island data-island="gallery" data-props="[^"]+"><div data-island-replay="">/,
    )
    expect(html.match(/<a /g)).toHaveLength(3)
    expect(html).toContain('href="/images/kitchen-pantry.svg"')
  })

  it('opens the viewer once its island is hydrated from the HTML alone, thumbnails kept as they are', async () => {
    document.body.innerHTML = renderToStaticMarkup(<Gallery images={images} labels={labels} />)
    const thumbnails = document.querySelector('ul')
    await act(async () => hydrateIslands('gallery', GalleryLightbox))
    expect(document.querySelector('[data-island-replay]')).toHaveAttribute('data-hydrated', '')
    // The server's thumbnails are the very elements React now listens to.
    expect(document.querySelector('ul')).toBe(thumbnails)
    await openThumbnail('An oak pantry')
    expect(within(dialog()).getByText('3 of 3')).toBeVisible()
    document.body.innerHTML = ''
  })

  it('renders nothing for a project without photographs', () => {
    const { container } = render(<Gallery images={[]} labels={labels} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('opens the photo in the viewer with its caption and counter', async () => {
    const { container } = render(<Gallery images={images} labels={labels} />)
    expectClosed()
    // Marked once React owns it: the signal the page's loader replays a held first click on.
    expect(container.querySelector('[data-island-replay]')).toHaveAttribute('data-hydrated', '')
    await openThumbnail('A window wall')

    const viewer = dialog()
    expect(viewer).toHaveAttribute('open')
    const photo = within(viewer).getByRole('img', { name: 'A window wall' })
    expect(photo).toHaveAttribute('src', '/images/responsive/kitchen-window-2400.jpg')
    expect(photo.getAttribute('srcset')).toContain('kitchen-window-1600.jpg 1600w')
    expect(photo.closest('picture')?.querySelector('source[type="image/avif"]')).not.toBeNull()
    expect(within(viewer).getByText('A window wall', { selector: 'figcaption' })).toBeVisible()
    const counter = within(viewer).getByText('2 of 3')
    expect(counter).toHaveAttribute('aria-live', 'polite')
    // Focus moves into the viewer, and the page behind it cannot scroll.
    expect(viewer).toContainElement(document.activeElement as HTMLElement)
    expect(document.documentElement).toHaveClass('overflow-hidden')
  })

  it('moves between photos with the arrow keys and the buttons, wrapping round', async () => {
    render(<Gallery images={images} labels={labels} />)
    const { user } = await openThumbnail('An island with pendants')
    const viewer = dialog()
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument()

    await user.keyboard('{ArrowRight}')
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument()
    expect(within(viewer).getByRole('img', { name: 'A window wall' })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument()
    expect(within(viewer).getByText('An oak pantry', { selector: 'figcaption' })).toBeVisible()
    await user.keyboard('{ArrowRight}')
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument()

    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }))
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument()
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }))
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument()
    expect(within(viewer).getByRole('img', { name: 'An oak pantry' })).toHaveAttribute(
      'src',
      '/images/kitchen-pantry.svg',
    )
  })

  it('closes on Escape and returns focus to the thumbnail that opened it', async () => {
    render(<Gallery images={images} labels={labels} />)
    const { user, link } = await openThumbnail('A window wall')
    await user.keyboard('{ArrowRight}')
    await user.keyboard('{Escape}')
    expectClosed()
    expect(link).toHaveFocus()
    expect(document.documentElement).not.toHaveClass('overflow-hidden')
  })

  it('closes with its close button and returns focus to the thumbnail', async () => {
    render(<Gallery images={images} labels={labels} />)
    const { user, link } = await openThumbnail('An oak pantry')
    const close = within(dialog()).getByRole('button', { name: 'Close' })
    // The first control takes focus when the viewer opens.
    expect(close).toHaveFocus()
    await user.click(close)
    expectClosed()
    expect(link).toHaveFocus()
    expect(document.documentElement).not.toHaveClass('overflow-hidden')
  })

  it('opens from the keyboard: Enter on a focused thumbnail', async () => {
    render(<Gallery images={images} labels={labels} />)
    const user = userEvent.setup()
    await user.tab()
    expect(screen.getByRole('link', { name: /An island with pendants/ })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(dialog()).toHaveAttribute('open')
    expect(within(dialog()).getByText('1 of 3')).toBeInTheDocument()
  })

  it('leaves a click with a modifier key or another button to the browser', () => {
    render(<Gallery images={images} labels={labels} />)
    const link = screen.getByRole('link', { name: /A window wall/ })
    const prevented: boolean[] = []
    // Runs after React's handler; stops jsdom from trying to follow the link.
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener('click', record)
    try {
      for (const init of modifiedClicks) fireEvent.click(link, init)
    } finally {
      document.removeEventListener('click', record)
    }
    expect(prevented).toEqual([false, false, false, false, false])
    expectClosed()
  })

  it('moves to the next or previous photo on a sideways swipe, not on a tap or a scroll', async () => {
    render(<Gallery images={images} labels={labels} />)
    await openThumbnail('An island with pendants')
    const viewer = dialog()
    const stage = within(viewer).getByRole('img', { name: 'An island with pendants' })
      .parentElement!.parentElement!
    const swipe = (from: [number, number], to: [number, number]) => {
      const pointer = { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0 }
      fireEvent.pointerDown(stage, { ...pointer, clientX: from[0], clientY: from[1] })
      fireEvent.pointerUp(stage, { ...pointer, clientX: to[0], clientY: to[1] })
    }
    act(() => swipe([300, 200], [120, 210])) // to the left: the next photo
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument()
    act(() => swipe([100, 200], [300, 190])) // to the right: the previous one
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument()
    act(() => swipe([100, 200], [110, 200])) // a tap
    act(() => swipe([100, 100], [160, 400])) // mostly downwards
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument()
  })
})
