/**
 * What the editor's form at /admin calls each field, made from its name: the content check names a
 * field so too, beside its place in the file (validate/describe.ts), and lib/cms labels the form with it.
 */

/**
 * Labels in the office's words where the field's name is a code word (id, url, href, slug, geo)
 * or says too little.
 */
const labels: Record<string, string> = {
  src: 'Picture',
  alt: 'What the picture shows',
  metaTitle: 'Title in search results',
  metaDescription: 'Description in search results',
  budgetWhy: 'Why the budget is outside the usual range',
  morePhone: 'Button for more reviews, on a phone',
  sourceLink: 'Link to the review',
  projectLink: 'Link to the project',
  href: 'Link to',
  id: 'Page address',
  slug: 'Page address',
  url: 'Web address',
  pageHref: 'Fixed page',
  lookupUrl: 'Licence lookup page',
  mapUrl: 'Map link',
  businessProfileUrl: 'Google Business Profile',
  geo: 'Map position',
  sameAs: 'Pages about the place',
  faq: 'Questions and answers',
  // Sveltia counts a list's items beside its label: "3 Gallery photos", not "3 Gallery".
  gallery: 'Gallery photos',
  beforeAfter: 'Before and after pictures',
  homePagePlace: 'Place on the home page',
}

/** "workType" → "Work type", "beforeAfter" → "Before and after pictures". */
export function humanise(name: string): string {
  if (labels[name]) return labels[name]
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
