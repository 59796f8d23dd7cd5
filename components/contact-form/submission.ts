/**
 * The contact form's fields, defined once: the form renders this list, and the message, the draft
 * and the required-field check read it. Their words (label, hint, placeholder) are in
 * content/contact-form.yaml under the same names.
 */
export const contactFields = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false },
  { name: 'projectDetails', type: 'textarea', required: true },
] as const

export type ContactField = (typeof contactFields)[number]
export type FieldName = ContactField['name']
/** What the visitor typed, field by field. */
export type Submission = Record<FieldName, string>

export const fieldNames: readonly FieldName[] = contactFields.map((field) => field.name)

const requiredFields: readonly FieldName[] = contactFields
  .filter((field) => field.required)
  .map((field) => field.name)

/** Required fields that are empty or only white space, in form order. */
export function missingRequiredFields(submission: Submission): FieldName[] {
  return requiredFields.filter((name) => submission[name].trim() === '')
}

/** A submission whose every field holds `value(name)`. */
export function submissionOf(value: (name: FieldName) => string): Submission {
  return Object.fromEntries(fieldNames.map((name) => [name, value(name)])) as Submission
}

export function emptySubmission(): Submission {
  return submissionOf(() => '')
}

/** Reads the fields from a form, whatever else it holds. */
export function readSubmission(form: HTMLFormElement): Submission {
  const data = new FormData(form)
  return submissionOf((name) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  })
}
