import type { GalleryLabels } from './gallery-lightbox'
import { Island } from '@/components/islands/island'
import { Artwork } from '@/components/ui/artwork'
import { CardGrid } from '@/components/ui/card-grid'
import { ShowMoreButton } from '@/components/ui/show-more-button'
import type { CountText } from '@/lib/content/schema'
import { countText, galleryShownAtFirst } from '@/lib/portfolio/rules'
import { fullSizeSrcOf, type PublishedImage } from '@/lib/responsive-images'
import { fillTemplate } from '@/lib/template'

export type { GalleryLabels }

/**
 * A project's photographs as a grid of thumbnails, each a link to the full-size picture: it works
 * as plain HTML, before the runtime loads and without it. Once hydrated, the gallery island (<GalleryLightbox>) opens
 * the links in a photo viewer instead (see there), which moves through every picture, drawn or not.
 * All words come from content through `labels`.
 */
export function Gallery({
  images,
  labels,
  label,
  sizes = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
  className,
}: {
  images: PublishedImage[]
  labels: GalleryLabels & { more: CountText }
  /** Names the list for screen readers when no heading precedes it. */
  label?: string
  /** The thumbnails' `sizes`; the default fits three columns in the site's container. */
  sizes?: string
  className?: string
}) {
  if (images.length === 0) return null
  const { more, ...viewerLabels } = labels
  const later = images.length - galleryShownAtFirst
  return (
    <Island
      name="gallery"
      props={{
        // Only what the viewer needs travels to the browser: it names the copies itself (see there).
        images: images.map(({ src, alt, width, height }) => ({ src, alt, width, height })),
        labels: viewerLabels,
        className,
      }}
      slots={{
        children: (
          // The pictures past the first twelve wait undrawn until the button under them opens
          // (app/globals.css, `data-more`).
          <div data-more={later > 0 ? '' : undefined}>
            <CardGrid
              count={Math.min(images.length, galleryShownAtFirst)}
              columns={{ sm: 2, lg: 3 }}
              label={label}
            >
              {images.map((image, index) => (
                <li
                  key={`${image.src}-${index}`}
                  data-later={index >= galleryShownAtFirst ? '' : undefined}
                >
                  <a
                    href={fullSizeSrcOf(image)}
                    data-gallery-index={index}
                    aria-label={fillTemplate(labels.open, { description: image.alt })}
                    className="group rounded-card bg-card shadow-card ring-border/60 block aspect-[16/10] overflow-hidden ring-1"
                  >
                    {/* As a project card's picture: cut from the top, where interior artwork draws
                        its ceiling as a pale strip; the viewer shows the whole picture. */}
                    <Artwork
                      image={image}
                      sizes={sizes}
                      className="h-full object-cover object-bottom motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:scale-[1.03]"
                    />
                  </a>
                </li>
              ))}
            </CardGrid>
            {later > 0 && (
              <ShowMoreButton
                label={countText(more, later)}
                className="mt-6"
                buttonClassName="flex sm:mx-auto sm:w-fit"
              />
            )}
          </div>
        ),
      }}
    />
  )
}
