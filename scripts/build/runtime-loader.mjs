// @ts-check
/**
 * The runtime loader scripts/build/optimize-export.mjs writes into every exported page, and the JSON
 * data block it reads: the same loader text on every page, everything page-specific in the block.
 */
/** Marks the loader, so that a page is never optimized twice. */
export const loaderMarker = 'data-runtime-loader'
/** The id of the JSON data block the loader reads. */
export const configId = 'runtime-config'

/**
 * The loader, plain ES5, and the same text on every page: everything page-specific is in the
 * data block it reads (see runtimeConfig).
 *
 * On the first intent (a pointer moving over the page: a mouse reaches a control a few hundred ms
 * before it clicks, time enough for the islands on a desktop; a press, a touch, a key, a focus),
 * or at once when the data block says `now`, it preloads every file the page's islands import
 * (`preload`, all at once: found one import after another they would cost a round trip each), then
 * runs each island's module (`modules`, components/islands/entries/), which hydrates that island's
 * elements (components/islands/hydrate.ts). The files' names carry a hash of their content, so a
 * page cached from an earlier build runs the files it was built with, or, when a deploy has
 * removed them, none: a file that fails to load leaves the page the working HTML it already is.
 *
 * A form submitted before React has hydrated it (autofill and a quick tap) is held, then submitted
 * again once React owns it: our client components put `data-hydrated` on their element once React
 * has hydrated it (components/use-hydrated.ts), and an element counts when it or an ancestor has
 * it. If a module fails to load, or that has not happened within 8 s, the form goes
 * the no-script way, through its mailto: action (its send button's formaction, which the loader
 * gives the form only then: see components/contact-form/contact-form.tsx), first removing the
 * sessionStorage item its `data-draft-key` names (the contact form's draft: the message is handed
 * off, so the draft goes).
 *
 * A plain click (a mouse click, a tap, Enter on a focused link) on a link inside an element marked
 * `data-island-replay` (an island whose links React takes over: the gallery's thumbnails open the
 * photo viewer) before React owns it is held, not followed: the islands start, and once the element
 * is marked `data-hydrated` the same link is clicked again, so React handles it as if it had been
 * there all along. If a module fails to load, or that has not happened within 4 s,
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
  `(function(){var d=document,w=window,c=JSON.parse(d.getElementById("${configId}").textContent),` +
  'o,e=["pointermove","pointerdown","touchstart","keydown","focusin"],l,z,Q,P;' +
  'function a(s,t,k){s.forEach(function(u){var x=d.createElement(t);k(x,u);d.head.append(x)})}' +
  'function r(){if(l)return;l=1;e.forEach(function(n){w.removeEventListener(n,r,1)});if(o)o.disconnect();' +
  'a(c.preload,"link",function(x,u){x.rel="modulepreload";x.href=u});' +
  'a(c.modules,"script",function(x,u){x.type="module";x.src=u;x.onerror=function(){z=1}})}' +
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
 * The page's data block: the files its islands import (`preload`), each island's module to run
 * (`modules`) and whether to start at once. `<` is escaped so no text in it can end the element
 * or open a comment.
 * @param {{ modules: string[], preload: string[], now: boolean }} config
 */
export function runtimeConfig({ modules, preload, now }) {
  const json = JSON.stringify({ modules, preload, now }).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${configId}">${json}</script>`
}
