// @ts-check
/**
 * Loaded by /admin before Sveltia's script (lib/cms/site.ts, editorPage). A price, a budget or a
 * count is typed in a text field as people write it ("$40,000", "40,000"), checked before Save
 * against the content check's pattern; Sveltia would write that text to the file. Its preSave
 * event hook here turns the value at each place lib/cms/typed-places.ts lists for the file
 * (`data-places`) into the number, 40000, and leaves any other value as it is.
 */
;(() => {
  /** @type {Record<string, string[]>} */
  const places = JSON.parse(
    /** @type {HTMLScriptElement} */ (document.currentScript).dataset.places ?? '{}',
  )

  /** "$40,000", "40,000" or "40000" → 40000; anything else as it is. @param {unknown} value */
  const asNumber = (value) =>
    typeof value === 'string' && /^\s*\$?(\d{1,3}(,\d{3})+|\d+)\s*$/.test(value)
      ? Number(value.replace(/[$,\s]/g, ''))
      : value

  /**
   * The value at the place's steps ("ranges[]", "from") made a number, in an Immutable.js Map or
   * List (what Sveltia's hook gives and takes).
   * @param {any} node
   * @param {string[]} steps
   * @returns {any}
   */
  function numbersAt(node, [step, ...rest]) {
    if (step === undefined) return asNumber(node)
    const key = step.replace(/\[\]$/, '')
    const child = node?.get?.(key)
    if (child === undefined || child === null) return node
    return node.set(
      key,
      step.endsWith('[]')
        ? child.map((/** @type {any} */ item) => numbersAt(item, rest))
        : numbersAt(child, rest),
    )
  }

  function register() {
    // @ts-expect-error: Sveltia's script defines window.CMS.
    window.CMS.registerEventListener({
      name: 'preSave',
      handler: (/** @type {{ entry: any }} */ { entry }) =>
        places[entry.get('path')]?.reduce(
          (data, place) => numbersAt(data, place.split('.')),
          entry.get('data'),
        ),
    })
  }

  // Sveltia's script comes after this one: at once on the hosted editor's page, once the browser
  // is known to edit local files in `npm run dev` (browser/local-editor.js).
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.src.endsWith('/sveltia-cms.js'))
        register()
    },
    true,
  )
})()
