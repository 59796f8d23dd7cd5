// @ts-check
/**
 * The runtime loader scripts/optimize-export.mjs writes into every exported page, and the JSON
 * data block it reads: the same loader text on every page, everything page-specific in the block.
 */
import { createHash } from 'node:crypto'

/** Marks the loader, so that a page is never optimized twice. */
export const loaderMarker = 'data-runtime-loader'
/** The id of the JSON data block the loader reads. */
export const configId = 'runtime-config'

/**
 * The loader, plain ES5, and the same text on every page: everything page-specific is in the
 * data block it reads (see runtimeConfig).
 *
 * It first pushes Turbopack's chunk list onto globalThis.TURBOPACK (`window` is the global object
 * of a page), as the inline `_R_` script did, so the list is there before any chunk runs. On the first intent (or at once when the data
 * block says `now`) it preloads the chunk `sources`, fetches the page's React payload from
 * `payload` (the .txt file Next exports next to each page), hands it to React through
 * `self.__next_f` exactly as the inline scripts would have, then runs the chunks. The fetch
 * carries the payload's sha256 as its `integrity`, so after a deploy a page cached from the old
 * build never runs with the new build's payload (or the reverse): the browser rejects a payload
 * whose bytes differ. If the fetch fails, for that or any reason, no chunk is run and the page
 * simply stays the working HTML it already is.
 *
 * A form submitted before React has hydrated it (autofill and a quick tap) is held, then submitted
 * again once React owns it: our client components put `data-hydrated` on their element once React
 * has hydrated it (components/use-hydrated.ts), and an element counts when it or an ancestor has
 * it. If a script or the payload fails to load, or that has not happened within 8 s, the form goes
 * the no-script way, through its mailto: action (its send button's formaction, which the loader
 * gives the form only then: see components/contact-form/contact-form.tsx), first removing the
 * sessionStorage item its `data-draft-key` names (the contact form's draft: the message is handed
 * off, so the draft goes).
 *
 * A plain click (a mouse click, a tap, Enter on a focused link) on a link inside an element marked
 * `data-island-replay` (an island whose links React takes over: the gallery's thumbnails open the
 * photo viewer) before React owns it is held, not followed: the runtime starts, and once the element
 * is marked `data-hydrated` the same link is clicked again, so React handles it as if it had been
 * there all along. If a script or the payload fails to load, or that has not happened within 4 s,
 * the link is clicked again with the loader standing aside, and the browser follows it (the
 * full-size picture). The last link clicked while waiting is the one replayed. A click with a
 * modifier key or another button than the main one (new tab, new window, download) is never held.
 *
 * A link chosen in an open popover (the phone menu) before React owns it closes that popover, as
 * the menu's own handler does once hydrated: a quick tap on Menu and then a section link must not
 * leave the menu covering the section.
 *
 * In a browser without the popover API it adds public/popover-fallback.js, which stands in for it
 * (docs/browser-support.md, "Older browsers"); other browsers never fetch it.
 */
export const loaderSource =
  `(function(){var d=document,w=window,c=JSON.parse(d.getElementById("${configId}").textContent),s=c.sources,p=c.payload,` +
  'o,e=["pointerdown","touchstart","keydown","focusin"],l,z,Q,P;' +
  '(w.TURBOPACK||(w.TURBOPACK=[])).push(c.turbopack);' +
  'function a(t,k){s.forEach(function(u){var x=d.createElement(t);k(x,u);d.head.append(x)})}' +
  'function r(){if(l)return;l=1;e.forEach(function(n){w.removeEventListener(n,r,1)});if(o)o.disconnect();' +
  'a("link",function(x,u){x.rel="preload";x.as="script";x.href=u});' +
  'fetch(p,{integrity:c.integrity}).then(function(b){if(!b.ok)throw 0;return b.text()}).then(function(t){(self.__next_f=self.__next_f||[]).push([0],[1,t]);' +
  'a("script",function(x,u){x.src=u;x.onerror=function(){z=1}})},function(){z=1})}' +
  'function h(f){return f.closest("[data-hydrated]")}' +
  // u: once `f` is marked hydrated, y(); if the runtime failed, or after m × 50 ms, x().
  'function u(f,m,y,x,n){h(f)?y():z||n>m?x():setTimeout(u,50,f,m,y,x,n+1)}' +
  'd.addEventListener("submit",function(v){var f=v.target,b=v.submitter;if(h(f))return;v.preventDefault();r();' +
  'u(f,160,function(){f.requestSubmit(b)},function(){var k=f.getAttribute("data-draft-key");if(k)try{sessionStorage.removeItem(k)}catch(x){}b&&(f.action=b.getAttribute("formaction")||f.action);HTMLFormElement.prototype.submit.call(f)},0)},true);' +
  // g: clicks the held link again, the loader standing aside (P): React's, or the browser's.
  'function g(){var k=Q;Q=0;P=1;k.click();P=0}' +
  'd.addEventListener("click",function(v){var t=v.target,k=t.closest&&t.closest("[popover] a[href]");if(k&&!h(k))k.closest("[popover]").hidePopover();' +
  'k=t.closest&&t.closest("[data-island-replay] a[href]");if(!k||P||z||h(k)||v.button||v.ctrlKey||v.metaKey||v.shiftKey||v.altKey)return;' +
  'v.preventDefault();r();if(!Q)setTimeout(u,50,k,80,g,g,1);Q=k},true);' +
  // A before/after comparison ([data-compare]) before React owns it: its range moves the divider
  // and the spoken value; a press on it and the moves after are kept, in order, on its element.
  '"input pointerdown pointermove".split(" ").forEach(function(n){d.addEventListener(n,function(v){var t=v.target,k=t.closest("[data-compare]");' +
  'if(k&&!h(k))n<"p"?(k.held=0,k.style.setProperty("--position",t.value),t.ariaValueText=t.dataset.valuetext.replace(/{before}/g,t.value).replace(/{after}/g,100-t.value)):(k.held||n<"pointerm"&&(k.held=[]))&&k.held.push(v)})});' +
  'if(!("showPopover" in HTMLElement.prototype)){var y=d.createElement("script");y.src="/popover-fallback.js";d.head.append(y)}' +
  'e.forEach(function(n){w.addEventListener(n,r,{capture:1,passive:1})});' +
  'if("IntersectionObserver" in w){o=new IntersectionObserver(function(n){n.some(function(k){return k.isIntersecting})&&r()},{rootMargin:"300px"});' +
  'for(var m=0;m<d.forms.length;m++)o.observe(d.forms[m])}' +
  'if(c.now)r()})()'

/** The loader element: the same on every page. */
export const loaderScript = `<script ${loaderMarker}="">${loaderSource}</script>`

/**
 * The Subresource Integrity value of a payload, as fetch() checks it: "sha256-<base64>".
 * @param {string} payloadText
 */
export function payloadIntegrity(payloadText) {
  return `sha256-${createHash('sha256').update(payloadText, 'utf8').digest('base64')}`
}

/**
 * The page's data block: chunk URLs, payload URL and its integrity, Turbopack's chunk list object
 * and whether to start at once. `<` is escaped so no text in it can end the element or open a comment.
 * @param {{ sources: string[], payload: string, integrity: string, turbopack: import('./export-page-shape.mjs').TurbopackChunkList, now: boolean }} config
 */
export function runtimeConfig({ sources, payload, integrity, turbopack, now }) {
  const json = JSON.stringify({ sources, payload, integrity, turbopack, now }).replace(
    /</g,
    '\\u003c',
  )
  return `<script type="application/json" id="${configId}">${json}</script>`
}
