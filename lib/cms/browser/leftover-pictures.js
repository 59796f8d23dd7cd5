// @ts-check
/**
 * Loaded by /admin in `npm run dev` (lib/cms/site.ts, localAdminHtml). A picture a form stops
 * naming stays in content/images (Sveltia never deletes it), and only `npm run content:check` named
 * it. On the editor's Assets view, where an office manager looks for pictures, this lists the
 * pictures no content names (`data-list`, app/admin/leftover-pictures.json), each shown
 * (`data-thumbnails`, app/admin/leftover-thumbnails.json) and named with a Delete of its own that asks first, naming it, as a phone
 * shows them too; it asks the list again each time the Assets view opens, so a save is followed.
 */
;(() => {
  const {
    list = '',
    thumbnails = '',
    token,
  } = /** @type {HTMLScriptElement} */ (document.currentScript).dataset
  const panel = document.createElement('section')
  panel.className = 'leftover-pictures'
  panel.setAttribute('aria-label', 'Pictures no page uses')
  panel.hidden = true
  document.body.append(panel)

  /** Deletes the pictures `names`, once the office has said yes to their names. @param {string[]} names */
  async function remove(names) {
    const question =
      names.length === 1
        ? `Delete the picture “${names[0]}”? No page uses it, and it cannot be brought back.`
        : `Delete these ${names.length} pictures: ${names.join(', ')}? No page uses them, and they cannot be brought back.`
    if (!window.confirm(question)) return
    // The token of this run of the dev server: only this page has it (lib/cms/write-token.ts).
    const body = JSON.stringify({ token, request: names })
    const response = await fetch(list, { method: 'POST', body })
    const left = /** @type {string[]} */ (await response.json())
    await show(left)
    const done = document.createElement('p')
    done.setAttribute('role', 'status')
    done.textContent = `Deleted: ${names.filter((name) => !left.includes(name)).join(', ')}. Reload the editor to see its library without ${names.length === 1 ? 'it' : 'them'}.`
    panel.hidden = false
    panel.prepend(done)
  }

  /** Each picture shown with its name and its own Delete. @param {string[]} names */
  async function show(names) {
    /** @type {Record<string, string>} */
    const shown = names.length
      ? await fetch(thumbnails, { cache: 'no-store' })
          .then((response) => response.json())
          .catch(() => ({}))
      : {}
    // Drawn only after the wait, at once: two views of the library opened in a row drew it twice.
    panel.replaceChildren()
    panel.hidden = names.length === 0
    if (!names.length) return
    const text = document.createElement('p')
    text.textContent =
      names.length === 1
        ? 'This picture is in the library but no page uses it:'
        : `These ${names.length} pictures are in the library but no page uses them:`
    const pictures = document.createElement('ul')
    for (const name of names) {
      const item = document.createElement('li')
      const picture = document.createElement('img')
      picture.src = shown[name] ?? ''
      picture.alt = ''
      const label = document.createElement('span')
      label.textContent = name
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = 'Delete'
      button.setAttribute('aria-label', `Delete ${name}`)
      button.addEventListener('click', () => remove([name]))
      item.append(picture, label, button)
      pictures.append(item)
    }
    panel.append(text, pictures)
    if (names.length > 1) {
      const all = document.createElement('button')
      all.type = 'button'
      all.textContent = `Delete all ${names.length}`
      all.addEventListener('click', () => remove(names))
      panel.append(all)
    }
  }

  async function refresh() {
    if (!location.hash.startsWith('#/assets')) return void (panel.hidden = true)
    const response = await fetch(list, { cache: 'no-store' }).catch(() => null)
    if (response?.ok) await show(await response.json())
  }
  window.addEventListener('hashchange', refresh)
  void refresh()
})()
