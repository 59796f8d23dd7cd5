/** Escapes text for use inside a regular expression, so content with "(", "?" or "$" matches itself. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
