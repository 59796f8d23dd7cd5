import { render, screen } from '@testing-library/react'
import { Artwork } from '@/components/ui/artwork'
import { content } from '@/lib/content'
import { publishedImage } from '@/lib/content/published-images'

describe('Artwork', () => {
  it('offers a photo as AVIF, WebP and JPEG at several widths, with its intrinsic size', () => {
    const { container } = render(
      <Artwork
        image={publishedImage({
          src: '/images/kitchen.png',
          alt: 'A kitchen',
          width: 1000,
          height: 600,
        })}
        sizes="100vw"
      />,
    )
    const sources = [...container.querySelectorAll('picture > source')]
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ])
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/images/responsive/kitchen-png-480.avif 480w, /images/responsive/kitchen-png-800.avif 800w, /images/responsive/kitchen-png-1000.avif 1000w',
    )
    expect(sources[1]).toHaveAttribute('sizes', '100vw')
    const img = screen.getByRole('img', { name: 'A kitchen' })
    // The original is never published: the <img> shows the JPEG copy.
    expect(img).toHaveAttribute('src', '/images/responsive/kitchen-png-1000.jpg')
    expect(img).toHaveAttribute(
      'srcset',
      '/images/responsive/kitchen-png-480.jpg 480w, /images/responsive/kitchen-png-800.jpg 800w, /images/responsive/kitchen-png-1000.jpg 1000w',
    )
    expect(img).toHaveAttribute('sizes', '100vw')
    expect(img).toHaveAttribute('width', '1000')
    expect(img).toHaveAttribute('height', '600')
    expect(img).toHaveAttribute('loading', 'lazy')
  })

  it('publishes a camera original at most 2400 px wide, and shows a 1200 px JPEG by default', () => {
    render(
      <Artwork
        image={publishedImage({
          src: '/images/deck.jpg',
          alt: 'A deck',
          width: 4000,
          height: 3000,
        })}
      />,
    )
    const img = screen.getByRole('img', { name: 'A deck' })
    expect(img).toHaveAttribute('src', '/images/responsive/deck-jpg-1200.jpg')
    expect(img.getAttribute('srcset')!.split(', ').at(-1)).toBe(
      '/images/responsive/deck-jpg-2400.jpg 2400w',
    )
    expect(img).toHaveAttribute('width', '4000')
  })

  it('fetches the priority image first and never lazily', () => {
    render(
      <Artwork
        image={publishedImage({ src: '/images/hero.png', alt: 'Hero', width: 1200, height: 960 })}
        priority
      />,
    )
    const img = screen.getByRole('img', { name: 'Hero' })
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it('fetches the priority image first only where it is on the first screen', () => {
    render(
      <Artwork
        image={publishedImage({ src: '/images/hero.png', alt: 'Hero', width: 1200, height: 960 })}
        priority
        firstScreen="(min-width: 1024px)"
        sizes="(min-width: 1024px) 34rem, 100vw"
      />,
    )
    const img = screen.getByRole('img', { name: 'Hero' })
    expect(img).toHaveAttribute('loading', 'eager')
    // On a phone it waits under the words: the text's fonts come first.
    expect(img).toHaveAttribute('fetchpriority', 'low')
    const preload = document.head.querySelector('link[rel="preload"][as="image"]')
    expect(preload).toHaveAttribute('media', '(min-width: 1024px)')
    expect(preload).toHaveAttribute('fetchpriority', 'high')
    expect(preload).toHaveAttribute('imagesizes', '(min-width: 1024px) 34rem, 100vw')
    expect(preload!.getAttribute('imagesrcset')).toBe(
      img.parentElement!.querySelector('source[type="image/avif"]')!.getAttribute('srcset'),
    )
  })

  it('preloads the copy a browser will take while the image step has written only the JPEGs', () => {
    const jpeg = {
      format: 'jpeg' as const,
      width: 800,
      src: '/images/responsive/early-jpg-800.jpg',
    }
    render(
      <Artwork
        image={{
          src: '/images/early.jpg',
          alt: 'Early',
          width: 800,
          height: 600,
          variants: [jpeg],
        }}
        priority
        firstScreen="(min-width: 1024px)"
      />,
    )
    expect(screen.getByRole('img', { name: 'Early' })).toBeInTheDocument()
    const preload = document.head.querySelector('link[rel="preload"][type="image/jpeg"]')
    expect(preload).toHaveAttribute('imagesrcset', `${jpeg.src} 800w`)
  })

  it('renders a photo from its props alone: the copies and the placeholder the loader put on it', () => {
    const { container } = render(
      <Artwork
        image={{
          src: '/images/porch.jpg',
          alt: 'A porch',
          width: 900,
          height: 600,
          variants: [
            { format: 'avif', width: 900, src: '/images/responsive/porch-only.avif' },
            { format: 'webp', width: 900, src: '/images/responsive/porch-only.webp' },
            { format: 'jpeg', width: 900, src: '/images/responsive/porch-only.jpg' },
          ],
          placeholder: 'data:image/webp;base64,UklGRg==',
        }}
      />,
    )
    expect(
      [...container.querySelectorAll('picture > source')].map((source) =>
        source.getAttribute('srcset'),
      ),
    ).toEqual([
      '/images/responsive/porch-only.avif 900w',
      '/images/responsive/porch-only.webp 900w',
    ])
    const img = screen.getByRole('img', { name: 'A porch' })
    expect(img).toHaveAttribute('src', '/images/responsive/porch-only.jpg')
    expect(img).toHaveAttribute('srcset', '/images/responsive/porch-only.jpg 900w')
    const placeholder = container.querySelector('img[aria-hidden="true"]')
    expect(placeholder).toHaveAttribute('src', 'data:image/webp;base64,UklGRg==')
    // Drawn under the photo, in the same box.
    expect(placeholder!.nextElementSibling?.tagName).toBe('PICTURE')
  })

  it('shows a photo without a placeholder before the first build, and its published copies', () => {
    // Its own photo, not the content's: a content photo may already carry the loader's placeholder.
    const { container } = render(
      <Artwork
        image={publishedImage({
          src: '/images/not-built.jpg',
          alt: 'A photo not yet built',
          width: 1600,
          height: 1000,
        })}
      />,
    )
    expect(container.querySelector('img[aria-hidden="true"]')).toBeNull()
    expect(container.querySelector('picture > source')).not.toBeNull()
  })

  it('renders SVG artwork as a single img', () => {
    const { container } = render(
      <Artwork image={{ src: '/images/hero.svg', alt: 'Hero', width: 1200, height: 960 }} />,
    )
    expect(container.querySelector('picture')).toBeNull()
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('src', '/images/hero.svg')
  })

  it("shows each portfolio image of content/ with the editor's alt text and size", () => {
    for (const { image } of content.portfolio.projects) {
      const { unmount } = render(<Artwork image={image} />)
      const img = screen.getByRole('img', { name: image.alt })
      expect(img).toHaveAttribute('width', String(image.width))
      expect(img).toHaveAttribute('height', String(image.height))
      unmount()
    }
  })
})
