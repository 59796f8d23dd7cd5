// @ts-check
/**
 * Loaded by /admin before Sveltia's script (lib/cms/site.ts, editorPage, whose <script> element
 * carries the settings below). Every picture chosen or dropped passes here before Sveltia sees it:
 *
 * - A photo (JPEG, PNG, WebP, AVIF) is redrawn through a canvas: upright (the browser's decoder
 *   applies its EXIF orientation), with no metadata (no GPS), at most `data-longest-side` px on its
 *   long side yet never narrower than `data-min-width` (the content check's minimum, so a photo
 *   the editor resized never fails the check), as WebP where the browser's canvas encodes it
 *   (Chromium, Firefox) and as JPEG where it cannot (Safari, on the iPhone and the Mac: WebKit's
 *   canvas answers a WebP request with a PNG ten times the size). It is named after its own bytes,
 *   not the camera's number, with the extension of what the bytes are ("IMG_4821.JPG" →
 *   "photo-3fa9c21b0e.webp" or "photo-….jpg").
 *   Sveltia's own resizing is off (lib/cms/uploads.ts): in WebKit it would fetch a WebP encoder
 *   from a CDN, which the editor's CSP refuses, and save the PNG. docs/cms.md, "How it works", says why
 *   JPEG rather than a WebP encoder of our own.
 * - A photo narrower than the check's minimum, and a HEIC file (only Safari can decode it, and
 *   Sveltia's decoder would come from a CDN too), are refused as they are chosen, in a dialog
 *   saying what to do. An iPhone's own picker never sends HEIC to an upload that does not list it
 *   (the image fields accept JPEG, PNG, WebP, AVIF and SVG): it converts the photo to JPEG itself.
 * - An SVG drawing goes on unchanged.
 */
;(() => {
  const settings = /** @type {HTMLScriptElement} */ (document.currentScript).dataset
  const longestSide = Number(settings.longestSide)
  const minWidth = Number(settings.minWidth)
  const quality = Number(settings.quality)
  const heic = /\.(heic|heif)$/i
  const photo = /^image\/(jpeg|png|webp|avif)$/
  const heicAdvice =
    'is an iPhone HEIC photo, which the editor cannot open. Upload it from the iPhone itself (it sends a JPEG), or save it as JPEG first and upload that: on Windows, open it in Photos, then … → Save as → JPG; on a Mac, Photos: File → Export. To make the iPhone take JPEG photos from now on: Settings → Camera → Formats → Most Compatible.'

  /** @param {File} file */
  const isHeic = (file) => heic.test(file.name) || /hei[cf]/i.test(file.type)
  /** @param {File} file */
  const isPhoto = (file) => photo.test(file.type)

  /** The format this browser's canvas writes: WebP where it can, else JPEG (never PNG). */
  const format = new Promise((resolve) => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    canvas.toBlob(
      (blob) => resolve(blob?.type === 'image/webp' ? 'webp' : 'jpeg'),
      'image/webp',
      quality,
    )
  })

  /**
   * The photo's pixels, upright: createImageBitmap applies the EXIF orientation in every engine
   * the editor supports; an <img> is the fallback where it cannot read the file.
   * @param {File} file
   * @returns {Promise<ImageBitmap | HTMLImageElement>}
   */
  async function decode(file) {
    try {
      return await createImageBitmap(file)
    } catch {
      const image = new Image()
      const url = URL.createObjectURL(file)
      image.src = url
      try {
        await image.decode()
      } finally {
        URL.revokeObjectURL(url)
      }
      return image
    }
  }

  /**
   * The first 10 hex digits of the picture's SHA-256: its own name, so two phones' IMG_5104 never
   * meet under one name, and the same picture uploaded twice is one file. The guard cannot know
   * which project a photo is for (a big drop goes to the library first), nor should a name carry
   * a client's street.
   * @param {Blob} blob
   */
  async function ownHash(blob) {
    // Outside a secure context (the dev server opened to the office network) there is no
    // SHA-256: a random name is the picture's own too.
    const digest = crypto.subtle
      ? new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()))
      : crypto.getRandomValues(new Uint8Array(5))
    return [...digest.slice(0, 5)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  }

  /**
   * The photo as it is saved, or the sentence refusing it.
   * @param {File} file
   * @returns {Promise<File | string>}
   */
  async function prepare(file) {
    const source = await decode(file).catch(() => null)
    if (!source) return `${file.name} could not be opened as a picture. Upload a JPEG or PNG.`
    const width = 'naturalWidth' in source ? source.naturalWidth : source.width
    const height = 'naturalHeight' in source ? source.naturalHeight : source.height
    if (width < minWidth)
      return `${file.name} is ${width} × ${height} px, too small for its place on the page, which needs at least ${minWidth} px wide; use a larger original.`
    const scale = Math.min(1, Math.max(longestSide / Math.max(width, height), minWidth / width))
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(width * scale)
    canvas.height = Math.round(height * scale)
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'))
    const type = await format
    // JPEG has no transparency: a screenshot's transparent parts become white, not black.
    if (type === 'jpeg') {
      context.fillStyle = '#fff'
      context.fillRect(0, 0, canvas.width, canvas.height)
    }
    context.imageSmoothingQuality = 'high'
    context.drawImage(source, 0, 0, canvas.width, canvas.height)
    if ('close' in source) source.close()
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, `image/${type}`, quality))
    // Its pixels freed now, not when the collector comes: WebKit kept forty 2400 px canvases.
    canvas.width = canvas.height = 0
    if (!blob) return `${file.name} could not be converted. Upload a JPEG or PNG.`
    const name = `photo-${await ownHash(blob)}.${type === 'jpeg' ? 'jpg' : type}`
    return new File([blob], name, { type: blob.type, lastModified: file.lastModified })
  }

  /**
   * The files as Sveltia should receive them, and the sentences for those refused. One photo at a
   * time: 40 decoded at once took 1.6 GB, more than a phone gives a tab, and froze the page.
   * @param {File[]} files
   * @param {(done: number) => void} progress called after each photo
   */
  async function prepareAll(files, progress) {
    /** @type {(File | string)[]} */
    const results = []
    let photos = 0
    for (const file of files) {
      if (isHeic(file)) results.push(`${file.name} ${heicAdvice}`)
      else if (!isPhoto(file)) results.push(file)
      else {
        results.push(await prepare(file))
        progress(++photos)
      }
    }
    return {
      accepted: results.filter((result) => typeof result !== 'string'),
      refused: results.filter((result) => typeof result === 'string'),
    }
  }

  /**
   * A box of the guard's own, in the look its dialog and its status share.
   * @param {string} tag
   * @param {Record<string, string>} attributes
   * @param {string} css its own place and colour
   */
  function box(tag, attributes, css) {
    const element = document.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    element.style.cssText = `${css};border:0;border-radius:8px;color:#fff;font:16px/1.4 system-ui,sans-serif`
    return element
  }

  /**
   * A modal dialog, so it stands above the editor's own media library (itself a modal dialog,
   * which makes the rest of the page inert); resolves once it is closed.
   * @param {string[]} sentences
   * @returns {Promise<void>}
   */
  function explain(sentences) {
    const dialog = /** @type {HTMLDialogElement} */ (
      box(
        'dialog',
        { role: 'alertdialog', 'aria-label': 'Photo not uploaded' },
        'max-width:min(40rem,calc(100vw - 32px));padding:16px;background:#7f1d1d',
      )
    )
    const text = document.createElement('div')
    text.id = 'upload-refused'
    for (const sentence of sentences) {
      const line = document.createElement('p')
      line.style.margin = '0 0 12px'
      line.textContent = sentence
      text.append(line)
    }
    dialog.setAttribute('aria-describedby', text.id)
    const close = document.createElement('button')
    close.type = 'button'
    close.textContent = 'OK'
    close.style.cssText = 'min-width:44px;min-height:44px;font:inherit'
    close.addEventListener('click', () => dialog.close())
    dialog.append(text, close)
    document.body.append(dialog)
    dialog.showModal()
    close.focus()
    return new Promise((resolve) =>
      dialog.addEventListener('close', () => {
        dialog.remove()
        resolve()
      }),
    )
  }

  /**
   * "Preparing photo 3 of 40…" while the photos are redrawn (a second or two each for a 12 MP
   * photo on a phone), as a popover: the top layer, above the media library's modal dialog.
   * @param {number} count
   */
  function showBusy(count) {
    const status = box(
      'div',
      { role: 'status', popover: 'manual' },
      'margin:16px auto auto;padding:12px 16px;background:#1e293b',
    )
    /** @param {number} done */
    const show = (done) => {
      status.textContent =
        count > 1
          ? `Preparing photo ${Math.min(done + 1, count)} of ${count}…`
          : 'Preparing the photo…'
    }
    show(0)
    document.body.append(status)
    status.showPopover?.()
    return { show, done: () => status.remove() }
  }

  /** The `change` events this script sends itself, with the prepared files. */
  const prepared = new WeakSet()

  /**
   * Hands the prepared files to Sveltia through the file input it listens to.
   * @param {HTMLInputElement} input
   * @param {File[]} files
   */
  function deliver(input, files) {
    const transfer = new DataTransfer()
    for (const file of files) transfer.items.add(file)
    input.files = transfer.files
    const change = new Event('change', { bubbles: true })
    prepared.add(change)
    input.dispatchEvent(change)
  }

  /**
   * @param {HTMLInputElement} input
   * @param {File[]} files
   */
  async function intercept(input, files) {
    const busy = showBusy(files.filter(isPhoto).length)
    try {
      const { accepted, refused } = await prepareAll(files, busy.show)
      busy.done()
      // The editor's own confirmation of the others comes once the refusal is read: on a phone it
      // would stand over the refusal's OK.
      if (refused.length) await explain(refused)
      if (accepted.length) deliver(input, accepted)
      else input.value = ''
    } finally {
      busy.done()
    }
  }

  /** @param {File[]} files */
  const needsPreparing = (files) => files.some((file) => isHeic(file) || isPhoto(file))

  window.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || prepared.has(event))
        return
      const files = [...(input.files ?? [])]
      if (!needsPreparing(files)) return
      event.stopImmediatePropagation()
      void intercept(input, files)
    },
    true,
  )
  // A drop gives Sveltia folder entries it reads itself, which a prepared file cannot be: the
  // files go instead to the file input of the place they were dropped on (the media library or
  // the picture field, whose Upload button uses it).
  window.addEventListener(
    'drop',
    (event) => {
      const files = [...(event.dataTransfer?.files ?? [])]
      if (!needsPreparing(files)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      let place = event.target instanceof Element ? event.target : null
      while (place && !place.querySelector('input[type="file"]')) place = place.parentElement
      const input = place?.querySelector('input[type="file"]')
      if (input instanceof HTMLInputElement) void intercept(input, files)
      else
        void explain(['Photos cannot be dropped here: press Upload in the media library instead.'])
    },
    true,
  )
})()
