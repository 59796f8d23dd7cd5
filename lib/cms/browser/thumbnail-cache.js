// @ts-check
/**
 * Loaded by /admin before Sveltia's script (lib/cms/site.ts, editorPage). Sveltia keeps each
 * library thumbnail it draws in IndexedDB (its store "asset-thumbnails") and shows the thumbnail
 * only once it is kept. WebKit cannot keep a Blob in IndexedDB in a private session (Safari's
 * Private Browsing on an iPhone or a Mac, WebKitGTK under automation: "Error preparing Blob/File
 * data to be stored in object store", WebKit bug 156347), so there every thumbnail of the Assets
 * view stayed blank. Here a thumbnail that cannot be kept is shown all the same: the failed write
 * to that store is cancelled before it aborts Sveltia's transaction, and Sveltia draws the
 * thumbnail again on the next visit instead of reading it back (docs/cms.md, "How it works").
 */
;(() => {
  const store = 'asset-thumbnails'
  const put = IDBObjectStore.prototype.put
  IDBObjectStore.prototype.put = function (
    /** @type {unknown} */ value,
    /** @type {IDBValidKey | undefined} */ key,
  ) {
    const request = put.call(this, value, key)
    if (this.name === store && value instanceof Blob)
      request.addEventListener('error', (event) => {
        // A cache, drawn again when missing: its failure is no error of the editor's.
        event.preventDefault()
        event.stopPropagation()
      })
    return request
  }
})()
