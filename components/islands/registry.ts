import { ContactForm } from '@/components/contact-form/contact-form'
import { Toaster } from '@/components/contact-form/toaster'
import { MobileMenu } from '@/components/layout/mobile-menu'
import { BeforeAfterSlider } from '@/components/media/before-after-slider'
import { GalleryLightbox } from '@/components/media/gallery-lightbox'
import { NotFoundLogger } from '@/components/not-found-logger'

/**
 * Every island of the site by its name: the server renders it through <Island name>, and
 * `entries/<name>.ts` hydrates it in the browser (bundled by scripts/build/build-islands.mjs).
 */
export const islandComponents = {
  'contact-form': ContactForm,
  toaster: Toaster,
  menu: MobileMenu,
  gallery: GalleryLightbox,
  comparison: BeforeAfterSlider,
  'not-found-logger': NotFoundLogger,
}

export type IslandName = keyof typeof islandComponents
