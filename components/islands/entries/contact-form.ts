import { ContactForm } from '@/components/contact-form/contact-form'
import { hydrateIslands } from '../hydrate'

hydrateIslands('contact-form', ContactForm)
