import { GalleryLightbox } from '@/components/media/gallery-lightbox'
import { hydrateIslands } from '../hydrate'

hydrateIslands('gallery', GalleryLightbox)
