import { twMerge } from 'tailwind-merge'

/**
 * Joins class names, skipping empty ones; when two set the same property (a button's own
 * `min-h-11 py-2.5` and a caller's `min-h-10 py-2`), the later one wins, as the caller means.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return twMerge(classes.filter(Boolean).join(' '))
}
