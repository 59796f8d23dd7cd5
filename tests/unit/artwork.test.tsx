import { render, screen } from '@testing-library/react'
import { Artwork } from '@/components/ui/artwork'

describe('Artwork', () => {
  it('offers a JPEG or PNG as AVIF and WebP at several widths, with its intrinsic size', () => {
    const { container } = render(
      <Artwork
        image={{ src: '/images/kitchen.png', alt: 'A kitchen', width: 1000, height: 600 }}
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
      '/images/responsive/kitchen-480.avif 480w, /images/responsive/kitchen-800.avif 800w, /images/responsive/kitchen-1000.avif 1000w',
    )
    expect(sources[1]).toHaveAttribute('sizes', '100vw')
    const img = screen.getByRole('img', { name: 'A kitchen' })
    expect(img).toHaveAttribute('src', '/images/kitchen.png')
    expect(img).toHaveAttribute('width', '1000')
    expect(img).toHaveAttribute('height', '600')
    expect(img).toHaveAttribute('loading', 'lazy')
  })

  it('fetches the priority image first and never lazily', () => {
    render(
      <Artwork
        image={{ src: '/images/hero.png', alt: 'Hero', width: 1200, height: 960 }}
        priority
      />,
    )
    const img = screen.getByRole('img', { name: 'Hero' })
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it('renders SVG artwork as a single img', () => {
    const { container } = render(
      <Artwork image={{ src: '/images/hero.svg', alt: 'Hero', width: 1200, height: 960 }} />,
    )
    expect(container.querySelector('picture')).toBeNull()
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('src', '/images/hero.svg')
  })
})
