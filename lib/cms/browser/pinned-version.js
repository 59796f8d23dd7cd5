// @ts-check
/**
 * Loaded by /admin before Sveltia's script (lib/cms/site.ts, editorPage). Sveltia asks unpkg.com
 * for its newest version when it starts and every hour after, to say in the console that a newer
 * one exists; it has no option to stop it. The version this site uses is package-lock.json's to
 * change, and the editor's policy (lib/cms/policy.ts) lets it reach no host but GitHub's and the
 * sign-in worker, so that one request is answered here with the version installed
 * (`data-version`): nothing leaves the page and the console stays quiet.
 */
;(() => {
  const { version } = /** @type {HTMLScriptElement} */ (document.currentScript).dataset
  const versionCheck = 'https://unpkg.com/@sveltia/cms/package.json'
  const send = window.fetch.bind(window)
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    return url === versionCheck ? Promise.resolve(Response.json({ version })) : send(input, init)
  }
})()
