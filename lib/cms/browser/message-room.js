// @ts-check
/**
 * Loaded by /admin (lib/cms/site.ts, editorPage). On a phone, Sveltia's messages (a mistake's,
 * "Entry saved.") sit at the bottom of the screen (admin.css), where they covered the lowest field
 * on it. While one shows, its height is given to admin.css as --message-room, and the editor ends
 * above it. Measured, not fixed, because a message's length and the screen's width set its height.
 */
;(() => {
  const root = document.documentElement
  function makeRoom() {
    const shown = [
      ...document.querySelectorAll('.sui.toast-base > .sui.toast[aria-hidden="false"]'),
    ]
    // offsetHeight, not the drawn box: a message sliding in is moved, not resized.
    const height = Math.max(
      0,
      ...shown.map((toast) => /** @type {HTMLElement} */ (toast).offsetHeight),
    )
    const room = height ? `${height + 16}px` : '0px'
    if (root.style.getPropertyValue('--message-room') !== room)
      root.style.setProperty('--message-room', room)
  }
  new MutationObserver(makeRoom).observe(root, {
    subtree: true,
    childList: true,
    attributeFilter: ['aria-hidden'],
  })
})()
