import { BeforeAfterSlider } from '@/components/media/before-after-slider'
import { hydrateIslands } from '../hydrate'

hydrateIslands('comparison', BeforeAfterSlider)
