import { Toaster } from '@/components/contact-form/toaster'
import { hydrateIslands } from '../hydrate'

hydrateIslands('toaster', Toaster)
