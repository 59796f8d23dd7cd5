// @ts-check
/**
 * Loaded by /admin in `npm run dev` (lib/cms/site.ts, localAdminHtml). A picture a form stops
 * naming stays in content/images (Sveltia never deletes it), and only `npm run content:check` named
 * it. On the editor's Assets view, where an office manager looks for pictures, this lists the
 * pictures no content names (`data-list`, app/admin/leftover-pictures.json) with one button that
 * deletes them; it asks the list again each time the Assets view opens, so a save is followed.
 */
;(() => {
  const { list = '', token } = /** @type {HTMLScriptElement} */ (document.currentScript).dataset
  const panel = document.createElement('section')
  panel.className = 'leftover-pictures'
  panel.setAttribute('aria-label', 'Pictures no page uses')
  panel.hidden = true
  document.body.append(panel)

  /** @param {string[]} names */
  function show(names) {
    panel.replaceChildren()
    panel.hidden = names.length === 0
    if (!names.length) return
    const text = document.createElement('p')
    text.textContent = `${names.length === 1 ? 'This picture is in the library but no page uses it' : `These ${names.length} pictures are in the library but no page uses them`}: ${names.join(', ')}.`
    const remove = document.createElement('button')
    remove.type = 'button'
    remove.textContent = names.length === 1 ? 'Delete it' : `Delete these ${names.length} pictures`
    remove.addEventListener('click', async () => {
      remove.disabled = true
      // The token of this run of the dev server: only this page has it (lib/cms/write-token.ts).
      const body = JSON.stringify({ token, request: names })
      const response = await fetch(list, { method: 'POST', body })
      const left = /** @type {string[]} */ (await response.json())
      show(left)
      if (!left.length) {
        panel.hidden = false
        const done = document.createElement('p')
        done.setAttribute('role', 'status')
        done.textContent = `Deleted: ${names.join(', ')}. Reload the editor to see its library without them.`
        panel.replaceChildren(done)
      }
    })
    panel.append(text, remove)
  }

  async function refresh() {
    if (!location.hash.startsWith('#/assets')) return void (panel.hidden = true)
    const response = await fetch(list, { cache: 'no-store' }).catch(() => null)
    if (response?.ok) show(await response.json())
  }
  window.addEventListener('hashchange', refresh)
  void refresh()
})()
