// @ts-check
/**
 * Loaded by /admin after decap-cms.js (lib/content/cms.ts, adminHtml). Before each save it puts the
 * entry's data in the order of its fields, as the schemas list them, and drops the optional values
 * the editor emptied. Decap would otherwise write the keys of a large object (a project, an area) in
 * a hashed order (Immutable's Map keeps the order of at most eight keys), and an emptied optional
 * field as "" (which the content check refuses, since an optional text must not be empty).
 */
;(() => {
  /** @typedef {{ name: string, fields?: Field[], field?: Field }} Field */
  /** @typedef {{ name: string, files: { name: string, fields: Field[] }[] }} Collection */
  /** @typedef {{ get(key: string): any, toJS(): any, toOrderedMap(): any, toList(): any }} ImmutableMap */

  /** @type {any} */
  const cms = /** @type {any} */ (window).CMS
  /** @type {Promise<{ collections: Collection[] }>} */
  const config = fetch('/admin/config.yml').then((response) => response.json())

  /** @param {unknown} value */
  const isEmpty = (value) =>
    value === '' ||
    value === null ||
    value === undefined ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && value !== null && Object.keys(value).length === 0)

  /**
   * @param {any} value plain data
   * @param {Field[] | undefined} fields the fields of an object, or undefined for a scalar
   * @param {{ map: any, list: any }} empty an empty Immutable OrderedMap and List to build from
   * @returns {any}
   */
  function tidy(value, fields, empty) {
    if (Array.isArray(value))
      return value.reduce((list, item) => list.push(tidy(item, fields, empty)), empty.list)
    if (value === null || typeof value !== 'object') return value
    const known = (fields ?? []).map((field) => field.name)
    const keys = [
      ...known.filter((key) => key in value),
      ...Object.keys(value).filter((key) => !known.includes(key)),
    ]
    return keys.reduce((map, key) => {
      const field = fields?.find((candidate) => candidate.name === key)
      const child = tidy(value[key], field?.fields ?? field?.field?.fields, empty)
      const plain = child && typeof child.toJS === 'function' ? child.toJS() : child
      return isEmpty(plain) ? map : map.set(key, child)
    }, empty.map)
  }

  cms.registerEventListener({
    name: 'preSave',
    /** @param {{ entry: ImmutableMap }} event */
    handler: async ({ entry }) => {
      const { collections } = await config
      const fields = collections
        .find((collection) => collection.name === entry.get('collection'))
        ?.files.find((file) => file.name === entry.get('slug'))?.fields
      if (!fields) return undefined
      const data = entry.get('data')
      return tidy(data.toJS(), fields, {
        map: data.toOrderedMap().clear(),
        list: data.toList().clear(),
      })
    },
  })
})()
