import type { Submission } from './mailto'

export const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'projectDetails'] as const
export type FieldName = (typeof fieldNames)[number]

export const requiredFields: readonly FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'projectDetails',
]

/** Required fields that are empty or only white space, in form order. */
export function missingRequiredFields(submission: Submission): FieldName[] {
  return requiredFields.filter((name) => submission[name].trim() === '')
}

export function emptySubmission(): Submission {
  return { firstName: '', lastName: '', email: '', phone: '', projectDetails: '' }
}

/** Reads the five fields from a form, whatever else it holds. */
export function readSubmission(form: HTMLFormElement): Submission {
  const data = new FormData(form)
  const submission = emptySubmission()
  for (const name of fieldNames) {
    const value = data.get(name)
    submission[name] = typeof value === 'string' ? value : ''
  }
  return submission
}
