import type { Image } from '@/content/schema'
import { Artwork } from '@/components/ui/artwork'
import { CardGrid } from '@/components/ui/card-grid'
import { fullSizeSrc } from '@/lib/responsive-images'

/**
 * A project's pictures as a grid; each opens its full-size copy. Works without JavaScript. The
 * interactive gallery (lightbox) replaces this component, with the same `images`.
 */
export function ProjectGallery({ images, label }: { images: Image[]; label?: string }) {
  return (
    <CardGrid count={images.length} columns={{ sm: 2, lg: 3 }} gap="md" label={label}>
      {images.map((image, index) => (
        <li key={index}>
          <a
            href={fullSizeSrc(image.src, image.width)}
            className="rounded-card shadow-card ring-border/60 hover:ring-primary/50 block aspect-[3/2] overflow-hidden ring-1 transition-shadow"
          >
            <Artwork
              image={image}
              className="h-full object-cover"
              sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
            />
          </a>
        </li>
      ))}
    </CardGrid>
  )
}
