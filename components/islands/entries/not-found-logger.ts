import { NotFoundLogger } from '@/components/not-found-logger'
import { hydrateIslands } from '../hydrate'

hydrateIslands('not-found-logger', NotFoundLogger)
