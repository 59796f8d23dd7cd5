import type { Locator, Page } from '@playwright/test'
import { content } from '@/lib/content'
import { headerLinkHref, homeSections, routes } from '@/lib/content/urls'
import type { Link } from '@/lib/content/schema'

/**
 * What the tests expect, read from the site's content (lib/content/index.ts, validated as the build
 * validates it). The tests pin behaviour; every word, fact and count comes from here, so they pass
 * on any content an editor writes and on the alternative content sets CI runs them against.
 */
export { content }

const { site, contactForm, navigation } = content

/** A literal string inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A content template such as "{number} characters left" as a pattern, each placeholder any text. */
export function templatePattern(template: string, placeholder = /\d+/): RegExp {
  return new RegExp(
    template
      .split(/\{[\w ]+\}/)
      .map(escapeRegExp)
      .join(placeholder.source),
  )
}

/** The site's origin as its canonical URLs, sitemap and structured data write it. */
export const siteOrigin = new URL(site.url).origin

/** A page's canonical URL: the bare origin for the home page, origin + path for the others. */
export function canonicalUrl(path: string): string {
  return path === '/' ? siteOrigin : `${siteOrigin}${path}`
}

/** The phone number as a dialler reads it: "(831) 555-0142" is tel:+18315550142. */
export const telHref = `tel:+1${site.phone.replace(/\D/g, '')}`

/** The address line the footer and the contact section show. */
export const addressLine = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`

/** The browser tab title of a page: its own title, then the business name. */
export const pageTitle = (metaTitle: string) => `${metaTitle} | ${site.name}`

export type FieldName = keyof typeof contactForm.fields
/** The form's fields, in the order a visitor meets them; all are required but the phone. */
export const fieldNames = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'projectDetails',
] as const satisfies readonly FieldName[]

/**
 * The name a screen reader announces for a form field: its label (the required field's "*" is
 * hidden from it), followed by the hint of the optional phone field.
 */
export function fieldLabel(name: FieldName): string {
  const { phone } = contactForm.fields
  return name === 'phone' ? `${phone.label} ${phone.optionalHint}` : contactForm.fields[name].label
}

/** A field of the contact form, found by the name it is announced with. */
export const formField = (scope: Page | Locator, name: FieldName) =>
  scope.getByRole('textbox', { name: fieldLabel(name), exact: true })

/** The subject line the content's template gives a message from this visitor. */
export const mailSubject = (first: string, last: string) =>
  contactForm.email.subject.replace('{first}', first).replace('{last}', last)

/** Every link of the header, in order: the section links, then the consultation button. */
export const headerLinks: Link[] = [...navigation.links, navigation.consultation]

/** The header's links as the page at `path` shows them: on the home page some scroll to its sections. */
export const headerLinksOn = (path: string): Link[] =>
  headerLinks.map((link) => ({ ...link, href: headerLinkHref(link.href, path) }))

/** The id a link leads to ("contact" for "/#contact"), or undefined for a link to a page's top. */
export const fragmentOf = (href: string) => href.split('#')[1] || undefined

/** The route a link leads to when it is followed from `from`: "#contact" on "/" is "/#contact". */
export function destination(from: string, href: string): string {
  return href.startsWith('#') ? `${from}${href}` : href
}

/** Where the visitor lands: the element with the link's fragment, or the page's h1 for a page link. */
export function landing(page: Page, href: string): Locator {
  const id = fragmentOf(href)
  return id
    ? page.locator(`[id="${id}"]`)
    : page.getByRole('heading', { level: 1 }).filter({ visible: true })
}

/** The home page's contact section, where the consultation form is. */
export const contactId = homeSections.contact

/** True when a link, followed from `from`, leads to the home page's contact section. */
export function leadsToContact(from: string, href: string): boolean {
  return destination(from, href) === `${routes.home}#${contactId}`
}

/** The opening section of a page, the one holding its h1. */
export const hero = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })

/** The closing call to action of a page, a region named by its title. */
export const callToAction = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true })

import { needs, onTidewater, tidewater } from '../content-set'

export { needs, onTidewater, tidewater }

/** The project the gallery and comparison journeys visit: three photographs or more, a before/after pair. */
export const galleryProject = () =>
  needs(
    content.portfolio.projects.find(
      (project) => (project.gallery?.length ?? 0) >= 3 && (project.beforeAfter?.length ?? 0) > 0,
    ),
    'a project with three or more photographs and a before/after pair',
    'portfolio.yaml',
  )
