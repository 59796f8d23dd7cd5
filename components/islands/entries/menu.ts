import { MobileMenu } from '@/components/layout/mobile-menu'
import { hydrateIslands } from '../hydrate'

hydrateIslands('menu', MobileMenu)
