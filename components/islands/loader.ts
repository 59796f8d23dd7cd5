/**
 * The runtime loader: the one inline script of every exported page, the same text on every page
 * (so the Content-Security-Policy names one hash whatever the content), everything page-specific
 * in the JSON data block it reads. scripts/build/build-islands.mjs bundles and minifies this file
 * with esbuild; scripts/build/optimize-export.mjs writes it into each page. It runs before any
 * island: it may import nothing that brings a library with it.
 *
 * Nothing of the islands is fetched or run while the page loads. Once it has loaded and the
 * browser is idle, the loader prefetches every file the page's islands import at the lowest
 * priority (`<link rel="prefetch">`); once all have arrived, it runs the islands, one module per
 * idle period (`modules`, components/islands/entries/, each hydrating its islands' elements:
 * components/islands/hydrate.ts), so no long task blocks a tap and a phone's first tap finds the
 * island hydrated. The visitor's first intent before then (a pointer moving over the page: a
 * mouse reaches a control a few hundred ms before it clicks; a press, a touch, a key, a focus), a
 * form coming within 300 px of the viewport, or the data block's `now` runs every island left at
 * once, all files preloaded together (`modulepreload`: found one import after another they would
 * cost a round trip each). The files' names carry a hash of their content, so a page cached from
 * an earlier build runs the files it was built with, or, when a deploy has removed them, none: a
 * file that fails to load leaves the page the working HTML it already is.
 *
 * What a visitor does before the islands own their elements is kept (docs/islands.md, "What
 * starts the runtime, what is replayed"): a form submitted is held and submitted again, a click on
 * a link of an island marked `data-island-replay` is held and clicked again, a link chosen in an
 * open popover closes it, a comparison's range moves its divider and a press on it is kept.
 */

/** The id of the data block, given by scripts/build/export-page-shape.mjs (esbuild's `define`). */
declare const RUNTIME_CONFIG_ID: string

/** The data block: each island's module, every file they import, whether to start at once. */
type RuntimeConfig = { modules: string[]; preload: string[]; now: boolean }

/** A comparison's element, with the press the loader keeps for it (before-after-slider.tsx). */
type ComparisonElement = HTMLElement & { held?: PointerEvent[] | 0 }

/** Every 50 ms the loader looks again whether React owns a held element. */
const checkEvery = 50
/** A held submission goes the no-script way after 160 checks (8 s), a held click after 80 (4 s). */
const submitChecks = 160
const clickChecks = 80

const intents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const
const config = JSON.parse(
  document.getElementById(RUNTIME_CONFIG_ID)?.textContent ?? '',
) as RuntimeConfig
/** Whether the islands' files are preloaded; the next island module to run. */
let preloaded = false
let next = 0
let moduleFailed = false
let formObserver: IntersectionObserver | undefined
/** The link of a held click; the loader stands aside while it clicks it again. */
let heldLink: HTMLAnchorElement | undefined
let replaying = false

function appendToHead<Tag extends 'link' | 'script'>(
  urls: string[],
  tag: Tag,
  set: (element: HTMLElementTagNameMap[Tag], url: string) => void,
) {
  return urls.map((url) => {
    const element = document.createElement(tag)
    set(element, url)
    document.head.append(element)
    return element
  })
}

/**
 * `then()` when the browser is idle, or after a second on a page never idle; a task later in
 * Safari, which has no requestIdleCallback.
 */
const whenIdle = (then: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 1000 }) : setTimeout(then)

/** Runs the next island's module, its files all preloaded at once; undefined when none is left. */
function runNextModule() {
  if (!preloaded)
    appendToHead(config.preload, 'link', (link, url) => {
      link.rel = 'modulepreload'
      link.href = url
    })
  preloaded = true
  const url = config.modules[next++]
  if (next >= config.modules.length) {
    // Every island is on its way: nothing is left for an intent to start.
    for (const intent of intents) removeEventListener(intent, startIslands, true)
    formObserver?.disconnect()
  }
  if (url === undefined) return undefined
  const [script] = appendToHead([url], 'script', (script) => {
    script.type = 'module'
    script.src = url
    script.onerror = () => (moduleFailed = true)
  })
  return script
}

/** The visitor is about to act: every island not yet running runs now. */
function startIslands() {
  do runNextModule()
  while (next < config.modules.length)
}

/** One island's module; once it has run or failed, the next when the browser is idle again. */
function startIslandsWhenIdle() {
  const script = runNextModule()
  for (const type of ['load', 'error'])
    script?.addEventListener(type, () => whenIdle(startIslandsWhenIdle))
}

/**
 * After the page's load, on idle: the islands' files, at the lowest priority, without running
 * them; once all have arrived (the network is the page's again), the islands, one by one. A
 * browser that does not prefetch (Safari) fetches them through the modules themselves.
 */
function prefetchThenStart() {
  if (preloaded) return
  const prefetches = document.createElement('link').relList.supports('prefetch')
  if (!prefetches) return startIslandsWhenIdle()
  let left = config.preload.length
  const arrived = () => --left || whenIdle(startIslandsWhenIdle)
  appendToHead(config.preload, 'link', (link, url) => {
    link.rel = 'prefetch'
    // As a module script is fetched (CORS, same-origin credentials), so its fetch reuses this one.
    link.crossOrigin = 'anonymous'
    link.setAttribute('fetchpriority', 'low')
    link.onload = link.onerror = arrived
    link.href = url
  })
}

const isHydrated = (element: Element) => element.closest('[data-hydrated]')
/** Its island crashed and has its server HTML back (components/islands/hydrate.ts): it never will be. */
const hasFailed = (element: Element) => moduleFailed || element.closest('[data-island-failed]')

/**
 * Once `element` is hydrated, `then()`; if a module failed, its island crashed, or after `checks`
 * checks, `otherwise()`.
 */
function whenHydrated(
  element: Element,
  checks: number,
  then: () => void,
  otherwise: () => void,
  check = 0,
) {
  if (isHydrated(element)) then()
  else if (hasFailed(element) || check > checks) otherwise()
  else setTimeout(whenHydrated, checkEvery, element, checks, then, otherwise, check + 1)
}

/** The held form: sent the no-script way, through its mailto: action; its draft goes with it. */
function sendWithoutScript(form: HTMLFormElement, submitter: HTMLElement | null) {
  const draftKey = form.getAttribute('data-draft-key')
  if (draftKey)
    try {
      sessionStorage.removeItem(draftKey)
    } catch {
      // Storage blocked: there is no draft to remove.
    }
  if (submitter) form.action = submitter.getAttribute('formaction') || form.action
  HTMLFormElement.prototype.submit.call(form)
}

document.addEventListener(
  'submit',
  (event) => {
    const form = event.target as HTMLFormElement
    const submitter = event.submitter
    if (isHydrated(form)) return
    event.preventDefault()
    startIslands()
    whenHydrated(
      form,
      submitChecks,
      () => form.requestSubmit(submitter),
      () => sendWithoutScript(form, submitter),
    )
  },
  true,
)

/** Clicks the held link again, the loader standing aside: React's handler, or the browser's. */
function replayHeldLink() {
  const link = heldLink
  heldLink = undefined
  replaying = true
  link?.click()
  replaying = false
}

document.addEventListener(
  'click',
  (event) => {
    const target = event.target as Element
    const menuLink = target.closest?.('[popover] a[href]')
    if (menuLink && !isHydrated(menuLink))
      (menuLink.closest('[popover]') as HTMLElement).hidePopover()
    const link = target.closest?.<HTMLAnchorElement>('[data-island-replay] a[href]')
    const modified =
      event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey
    if (!link || replaying || moduleFailed || isHydrated(link) || modified) return
    event.preventDefault()
    startIslands()
    if (!heldLink)
      setTimeout(whenHydrated, checkEvery, link, clickChecks, replayHeldLink, replayHeldLink, 1)
    heldLink = link
  },
  true,
)

// A comparison ([data-compare]) before React owns it: its range moves the divider and the spoken
// value; a press on it and the moves after are kept, in order, on its element.
for (const type of ['input', 'pointerdown', 'pointermove'] as const)
  document.addEventListener(type, (event) => {
    const target = event.target as HTMLInputElement
    const comparison = target.closest<ComparisonElement>('[data-compare]')
    if (!comparison || isHydrated(comparison)) return
    if (type === 'input') {
      comparison.held = 0
      comparison.style.setProperty('--position', target.value)
      target.ariaValueText = (target.dataset.valuetext ?? '')
        .replace(/{before}/g, target.value)
        .replace(/{after}/g, String(100 - Number(target.value)))
    } else {
      if (!comparison.held && type === 'pointerdown') comparison.held = []
      if (comparison.held) comparison.held.push(event as PointerEvent)
    }
  })

for (const intent of intents)
  addEventListener(intent, startIslands, { capture: true, passive: true })
if ('IntersectionObserver' in window) {
  formObserver = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && startIslands(),
    { rootMargin: '300px' },
  )
  for (const form of document.forms) formObserver.observe(form)
}
if (config.now) startIslands()
else {
  // After the page's own load, so nothing competes with it; when the browser is idle.
  if (document.readyState === 'complete') whenIdle(prefetchThenStart)
  else addEventListener('load', () => whenIdle(prefetchThenStart), { once: true })
}

export {}
