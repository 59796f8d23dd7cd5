/**
 * Fills a content template: "{index} of {total}" with { index: 3, total: 8 } → "3 of 8"; a
 * placeholder may be words, "{project name}". A placeholder without a value stays as written.
 * Plain string work, safe in any component.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([\w ]+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  )
}
