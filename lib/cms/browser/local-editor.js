// @ts-check
/**
 * Loaded by /admin in `npm run dev` in place of Sveltia's script (lib/cms/site.ts, localAdminHtml).
 * The local editor writes this computer's files through the File System Access API, which only
 * Chromium's browsers have: there Sveltia's script is loaded; elsewhere (Safari on an iPhone or a
 * Mac, Firefox) Sveltia would say only "use Chrome or Edge", so this page says instead where the
 * hosted editor is (`data-sentence`, `data-address`).
 */
;(() => {
  const { sentence = '', address } = /** @type {HTMLScriptElement} */ (document.currentScript)
    .dataset
  if ('showDirectoryPicker' in window) {
    const sveltia = document.createElement('script')
    sveltia.src = '/admin/sveltia-cms.js'
    document.body.append(sveltia)
    return
  }
  const main = document.createElement('main')
  main.className = 'local-editor-notice'
  const heading = document.createElement('h1')
  heading.textContent = document.title
  const text = document.createElement('p')
  text.textContent = sentence
  main.append(heading, text)
  if (address) {
    const link = document.createElement('a')
    link.href = address
    link.textContent = address
    const line = document.createElement('p')
    line.append(link)
    main.append(line)
  }
  document.body.append(main)
})()
