import type { Site } from '@/lib/content/schema'

/** "tel:+18315550142" from "(831) 555-0142". */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`
}

export function formatAddress(address: Site['address']): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/** "$60,000–$180,000" from { from: 60000, to: 180000 }; one figure when both are the same. */
export function formatCost({ from, to }: { from: number; to: number }): string {
  return from === to ? usd.format(from) : `${usd.format(from)}–${usd.format(to)}`
}

const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "October 2024" from "2024-10-08", the same wherever the site is built. */
export function formatMonth(isoDate: string): string {
  return monthYear.format(new Date(`${isoDate}T00:00:00Z`))
}

const fullDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "November 28, 2026" from "2026-11-28", the same wherever the site is built. */
export function formatDate(isoDate: string): string {
  return fullDate.format(new Date(`${isoDate}T00:00:00Z`))
}

/** A licence lookup address: the template's "{number}" replaced by the number. */
export function licenceLookupHref(licence: Site['licence']): string {
  return licence.lookupUrl.replace('{number}', encodeURIComponent(licence.number))
}
