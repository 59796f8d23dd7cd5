/*
 * Before each save at /admin, writes every number and time typed in the form as the site reads it:
 * "$40,000" → 40000, "7:30 AM" → "07:30" (Sveltia's own "preSave" event, its documented API). The
 * form has already refused anything else, in the content check's words (lib/content/schema/as-typed.ts,
 * whose wholeNumberOf and clockTimeOf this follows). Where each one is: this <script>'s data-typed
 * (lib/cms/typed-places.ts). Loaded after Sveltia's script, which defines window.CMS.
 */
;(() => {
  const places = JSON.parse(document.currentScript.dataset.typed || '{}')

  const wholeNumber = (value) =>
    /^\s*\$?(\d{1,3}(,\d{3})+|\d+)\s*$/.test(value)
      ? Number(value.replace(/[$,\s]/g, ''))
      : undefined

  const clockTime = (value) => {
    const match = /^(\d{1,2}):([0-5]\d)(?:\s*([AaPp])\.?[Mm]\.?)?$/.exec(value.trim())
    if (!match) return undefined
    let hour = Number(match[1])
    if (match[3]) {
      if (hour < 1 || hour > 12) return undefined
      hour = (hour % 12) + (/p/i.test(match[3]) ? 12 : 0)
    }
    return hour < 24 ? `${String(hour).padStart(2, '0')}:${match[2]}` : undefined
  }

  /** Each concrete key path of "projects.*.year" in the data: ["projects", 0, "year"], … */
  const keyPaths = (data, parts, at = []) => {
    if (parts.length === 0) return [at]
    const [part, ...rest] = parts
    if (data === null || typeof data !== 'object') return []
    if (part === '*')
      return Array.isArray(data)
        ? data.flatMap((item, index) => keyPaths(item, rest, [...at, index]))
        : []
    return part in data ? keyPaths(data[part], rest, [...at, part]) : []
  }

  window.CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const typed = places[entry.get('slug')]
      if (!typed) return undefined
      let data = entry.get('data')
      const plain = data.toJS()
      for (const { path, kind } of typed)
        for (const keys of keyPaths(plain, path.split('.'))) {
          const value = keys.reduce((node, key) => node[key], plain)
          if (typeof value !== 'string') continue
          const read = kind === 'number' ? wholeNumber(value) : clockTime(value)
          if (read !== undefined) data = data.setIn(keys, read)
        }
      return entry.set('data', data)
    },
  })
})()
