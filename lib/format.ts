import type { Site } from '@/lib/content/schema'

/** "tel:+18315550142" from "(831) 555-0142". */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`
}

export function formatAddress(address: Site['address']): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`
}
