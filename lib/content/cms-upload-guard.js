// @ts-check
/**
 * Loaded by /admin before Sveltia's script (lib/content/cms.ts, adminHtml). Sveltia takes a HEIC
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

  /** @param {File[]} files */
  function explain(files) {
    document.getElementById('upload-refused')?.remove()
    const box = document.createElement('div')
    box.id = 'upload-refused'
    box.setAttribute('role', 'alert')
    box.style.cssText =
      'position:fixed;z-index:2147483647;inset:auto 12px 12px 12px;max-width:40rem;margin:auto;padding:12px 16px;border-radius:8px;background:#7f1d1d;color:#fff;font:16px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px #0006'
    const text = document.createElement('p')
    text.style.margin = '0 0 8px'
    text.textContent = `${files.map((file) => file.name).join(', ')} ${message}`
    const close = document.createElement('button')
    close.type = 'button'
    close.textContent = 'OK'
    close.style.cssText = 'min-width:44px;min-height:44px;font:inherit'
    close.addEventListener('click', () => box.remove())
    box.append(text, close)
    document.body.append(box)
    close.focus()
  }

  window.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return
      const files = refused(input.files)
      if (!files.length) return
      event.stopImmediatePropagation()
      input.value = ''
      explain(files)
    },
    true,
  )
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
