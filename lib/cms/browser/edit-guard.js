// @ts-check
/**
 * Loaded by /admin before Sveltia's script (lib/cms/site.ts, editorPage). Sveltia removes a list
 * item (a service, a project, a photo) at one tap of its Remove button or menu item, and "Cancel
 * Editing" throws unsaved changes away, neither asking first nor offering an undo; it has no option
 * for either. So both ask here first, with the browser's own confirmation (a native dialog, the
 * same on a phone), a removal naming what it removes: the tap goes on to Sveltia only once it is
 * confirmed. Leaving without changes asks nothing (Sveltia's Save button is disabled then).
 * Sveltia's own question before deleting a picture from the library ("Are you sure you want to
 * delete this asset?") is given the picture's name, as the office would ask it.
 */
;(() => {
  /** Sveltia's names for removing one item: a list item's button and menu item, a picture's. */
  const removal = /^Remove( This Item| Image| File)?$/

  /** @param {Element} control */
  const nameOf = (control) =>
    (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim()

  /** Whether the open entry has changes not saved: its Save button can be pressed. */
  function unsaved() {
    const save = [...document.querySelectorAll('button')].find(
      (button) => nameOf(button) === 'Save',
    )
    return !!save && !save.disabled && save.getAttribute('aria-disabled') !== 'true'
  }

  /**
   * The item or picture a removal control takes away, as the form shows it: a list item's summary
   * (its title, folded) or its first field's text (open), a picture's file name. Sveltia's menu
   * item belongs to the item whose options menu is open.
   * @param {Element} control
   */
  function subjectOf(control) {
    const owner = control.closest('[role="menu"]')
      ? document.querySelector('[aria-haspopup="menu"][aria-expanded="true"]')
      : control
    const item = owner?.closest('.item')
    const picture = item ? null : owner?.closest('[role="group"]')?.querySelector('img[src]')
    if (picture)
      return decodeURIComponent(
        picture.getAttribute('src')?.split(/[/?#]/).filter(Boolean).at(-1) ?? '',
      )
    if (!item) return ''
    const summary = item.querySelector(':scope > .item-body > .summary')
    const field = item.querySelector('input:not([type="hidden"]), textarea, [role="textbox"]')
    const text =
      summary?.textContent ??
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
        ? field.value
        : field?.textContent)
    return (text ?? '').replace(/\s+/g, ' ').trim()
  }

  /** @param {Element} control */
  function question(control) {
    const name = nameOf(control)
    if (removal.test(name)) {
      const subject = subjectOf(control)
      return `Remove ${subject ? `“${subject}”` : 'this item'}? It leaves the file when you press Save.`
    }
    if (name === 'Cancel Editing' && unsaved())
      return 'Leave this entry without saving? Your changes will be lost.'
    return undefined
  }

  /** The pictures Sveltia's Assets view is about to delete: the one open, or those selected. */
  function picturesToDelete() {
    const open = document.querySelector('[role="group"][aria-label="Asset Editor"] img[alt]')
    if (open) return [open.getAttribute('alt') ?? '']
    return [...document.querySelectorAll('[role="row"][aria-selected="true"]')].map((row) =>
      nameOf(row),
    )
  }

  const assetQuestion = /^Are you sure you want to delete (this|the selected) (\d+ )?assets?\?$/
  new MutationObserver(() => {
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) {
        const text = walker.currentNode
        const said = text.textContent?.trim() ?? ''
        if (said === 'Delete Asset' || said === 'Delete Assets')
          text.textContent = said.replace('Asset', 'Picture')
        if (!assetQuestion.test(said)) continue
        const names = picturesToDelete().filter(Boolean)
        if (!names.length) continue
        text.textContent =
          names.length === 1
            ? `Delete the picture “${names[0]}”? No page uses it, and it cannot be brought back.`
            : `Delete these ${names.length} pictures: ${names.map((name) => `“${name}”`).join(', ')}? No page uses them, and they cannot be brought back.`
      }
    }
  }).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributeFilter: ['open'],
  })

  window.addEventListener(
    'click',
    (event) => {
      const control =
        event.target instanceof Element
          ? event.target.closest('button, [role="button"], [role="menuitem"]')
          : null
      const ask = control && question(control)
      if (!ask || window.confirm(ask)) return
      event.preventDefault()
      event.stopImmediatePropagation()
    },
    true,
  )
})()
