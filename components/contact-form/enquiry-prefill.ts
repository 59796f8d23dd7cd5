import { type Enquiry, enquiryPlaceholders, enquirySubjects } from '@/lib/content/urls'

/**
 * The sentence that starts the project details for a visitor who followed a call to action naming
 * a project, a service or an area (/?service=kitchen-remodeling#contact), or null. The query is
 * only used to look up a known id: its own text never reaches the page.
 */
export function enquiryPrefill(search: string, enquiry: Enquiry): string | null {
  const query = new URLSearchParams(search)
  for (const subject of enquirySubjects) {
    const id = query.get(subject)
    const known = enquiry[subject]
    if (id === null || !known || !Object.hasOwn(known.names, id)) continue
    const name = known.names[id]!
    return known.prefill.replaceAll(enquiryPlaceholders[subject], () => name)
  }
  return null
}
