import type { ReactNode } from 'react'
import type { ContactForm as ContactFormContent } from '@/lib/content/schema'
import { cn } from '@/lib/cn'
import type { ContactField as FieldDefinition } from './submission'

export const inputClasses =
  'block w-full rounded-control border border-input bg-card px-3.5 py-2.5 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive'

/**
 * One field of the contact form (components/contact-form/submission.ts defines them): its label, with "*" when it is
 * required and the hint of an optional one, its input, and its error once the visitor has
 * left it empty. `describedBy` names more text about it (the project details' length counter),
 * which comes as `children` after the error.
 */
export function ContactField({
  field,
  copy,
  id,
  error,
  describedBy,
  children,
}: {
  field: FieldDefinition
  copy: ContactFormContent['fields'][FieldDefinition['name']]
  /** The input's id; its error is `${id}-error`. */
  id: string
  /** The error shown under the field, or null when it has none. */
  error: string | null
  describedBy?: string
  children?: ReactNode
}) {
  const errorId = `${id}-error`
  const props = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error !== null || undefined,
    'aria-describedby': cn(error !== null && errorId, describedBy) || undefined,
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium">
        {copy.label}
        {field.required && (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        )}
        {'optionalHint' in copy && (
          <span className="text-muted-foreground font-normal"> {copy.optionalHint}</span>
        )}
      </label>
      {field.type === 'textarea' ? (
        <textarea
          {...props}
          rows={'rows' in copy ? copy.rows : undefined}
          placeholder={'placeholder' in copy ? copy.placeholder : undefined}
          className={cn(inputClasses, 'min-h-32 resize-y')}
        />
      ) : (
        <input
          {...props}
          type={field.type}
          autoComplete={field.autoComplete}
          className={inputClasses}
        />
      )}
      {error !== null && (
        <p id={errorId} className="text-destructive mt-1.5 text-sm font-medium">
          {error}
        </p>
      )}
      {children}
    </div>
  )
}
