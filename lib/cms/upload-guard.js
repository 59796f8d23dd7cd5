// @ts-check
/**
 * Loaded by /admin before Sveltia's script (lib/cms/site.ts, adminHtml). Sveltia takes a HEIC
 * photo (an iPhone's own format) into its media library as a grey tile: only Safari can decode it,
 * and the editor's decoder would come from a CDN the editor's CSP refuses. So a HEIC file is
 * refused the moment it is chosen or dropped, before Sveltia sees it, with a sentence saying what to
 * do; every other file goes on to Sveltia unchanged. An iPhone's own picker never sends HEIC to an
 * upload that does not list it (the image fields accept JPEG, PNG, WebP, AVIF and SVG): it converts
 * the photo to JPEG itself.
 */
;(() => {
  const heic = /\.(heic|heif)$/i
  const message =
    'is an iPhone HEIC photo, which the editor cannot open. Upload it from the iPhone itself (it sends a JPEG), or on a computer export it as JPEG first (Photos: File → Export; Preview: File → Export → JPEG), then upload that.'

  /** @param {FileList | null | undefined} files */
  const refused = (files) =>
    [...(files ?? [])].filter((file) => heic.test(file.name) || /hei[cf]/i.test(file.type))

  /**
   * A modal dialog, so it stands above the editor's own media library (itself a modal dialog,
   * which makes the rest of the page inert).
   * @param {File[]} files
   */
  function explain(files) {
    const dialog = document.createElement('dialog')
    dialog.setAttribute('role', 'alertdialog')
    dialog.setAttribute('aria-label', 'Photo not uploaded')
    dialog.style.cssText =
      'max-width:min(40rem,calc(100vw - 32px));padding:16px;border:0;border-radius:8px;background:#7f1d1d;color:#fff;font:16px/1.4 system-ui,sans-serif'
    const text = document.createElement('p')
    text.id = 'upload-refused'
    text.style.margin = '0 0 12px'
    text.textContent = `${files.map((file) => file.name).join(', ')} ${message}`
    dialog.setAttribute('aria-describedby', text.id)
    const close = document.createElement('button')
    close.type = 'button'
    close.textContent = 'OK'
    close.style.cssText = 'min-width:44px;min-height:44px;font:inherit'
    close.addEventListener('click', () => dialog.close())
    dialog.addEventListener('close', () => dialog.remove())
    dialog.append(text, close)
    document.body.append(dialog)
    dialog.showModal()
    close.focus()
  }

  /** @param {Event} event */
  function guardInput(event) {
    const input = event.target
    if (!(input instanceof HTMLInputElement) || input.type !== 'file') return
    const files = refused(input.files)
    if (!files.length) return
    event.stopImmediatePropagation()
    if (event.type === 'change') return
    input.value = ''
    explain(files)
  }
  // Both: a file input tells of a choice with `input`, then `change`.
  window.addEventListener('input', guardInput, true)
  window.addEventListener('change', guardInput, true)
  window.addEventListener(
    'drop',
    (event) => {
      const files = refused(event.dataTransfer?.files)
      if (!files.length) return
      event.preventDefault()
      event.stopImmediatePropagation()
      explain(files)
    },
    true,
  )
})()
