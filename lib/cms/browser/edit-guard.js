// @ts-check
/**
 * Loaded by /admin before Sveltia's script (lib/cms/site.ts, adminHtml). Sveltia removes a list
 * item (a service, a project, a photo) at one tap of its Remove button or menu item, and "Cancel
 * Editing" throws unsaved changes away, neither asking first nor offering an undo; it has no option
 * for either. So both ask here first, with the browser's own confirmation (a native dialog, the
 * same on a phone): the tap goes on to Sveltia only once it is confirmed. Leaving without changes
 * asks nothing (Sveltia's Save button is disabled then).
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

  /** @param {Element} control */
  function question(control) {
    const name = nameOf(control)
    if (removal.test(name)) return 'Remove this item? It leaves the file when you press Save.'
    if (name === 'Cancel Editing' && unsaved())
      return 'Leave this entry without saving? Your changes will be lost.'
    return undefined
  }

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
