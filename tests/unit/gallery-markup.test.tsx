// The gallery as markup: links to the full-size pictures, plain HTML on the server, its island.
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Gallery } from '@/components/media/gallery'
import { GalleryLightbox } from '@/components/media/gallery-lightbox'
import { hydrateIslands } from '@/components/islands/hydrate'
import { galleryShownAtFirst } from '@/lib/portfolio/rules'
import { modifiedClicks } from './helpers/modified-clicks'
import {
  dialog,
  expectClosed,
  images,
  installDialogAndPointer,
  labels,
  openThumbnail,
  unlockPage,
} from './helpers/gallery'

beforeAll(installDialogAndPointer)
afterEach(unlockPage)

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
      '/images/responsive/kitchen-window-jpg-2400.jpg',
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
      /^<site-island data-island="gallery" data-props="[^"]+"><div data-island-replay(="")?>/,
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

  it('offers the pictures past the first twelve behind one button that counts them', () => {
    const photos = (count: number) =>
      Array.from({ length: count }, (_, index) => images[index % images.length]!)
    render(<Gallery images={photos(galleryShownAtFirst)} labels={labels} />)
    expect(screen.queryByText(/more photo/)).toBeNull()
    document.body.innerHTML = ''
    render(<Gallery images={photos(galleryShownAtFirst + 1)} labels={labels} />)
    expect(screen.getByText('Show 1 more photo')).toBeInTheDocument()
    document.body.innerHTML = ''
    render(<Gallery images={photos(galleryShownAtFirst + 2)} labels={labels} label="Photographs" />)
    expect(screen.getByText('Show 2 more photos')).toBeInTheDocument()
    // Each picture is in the page once, in one list.
    expect(
      within(screen.getByRole('list', { name: 'Photographs' })).getAllByRole('link'),
    ).toHaveLength(galleryShownAtFirst + 2)
  })

  it('renders nothing for a project without photographs', () => {
    const { container } = render(<Gallery images={[]} labels={labels} />)
    expect(container).toBeEmptyDOMElement()
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
})
