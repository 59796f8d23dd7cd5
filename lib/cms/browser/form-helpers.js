// @ts-check
/**
 * Loaded by /admin before Sveltia's script (lib/cms/site.ts, editorPage): two things the form does
 * as people expect that Sveltia has no option for.
 * - A new item's page address is made from its title as the title is typed ("Cedar Porch &
 *   Deck" → cedar-porch-deck), until the address is typed by hand. An item that had an address
 *   keeps it: pages and lists name it.
 * - A field with a limit (a Meta title's, lib/cms/value-fields.ts) stops taking characters at it;
 *   Sveltia only counted past it ("78 / 46") and refused the form at Save.
 * - A choice tapped as its field appears is kept: Sveltia's buttons take a tap only 100 ms after
 *   they are drawn, while the button shows it at once (the form said "required" under a ticked one).
 * - A list's count follows its name, as a heading reads: "Photos (5)", not Sveltia's "5 Photos",
 *   and "Photos (1)" where Sveltia writes the one item's name ("1 Picture").
 * Fields are found by their labels, as Sveltia names their groups ("“Title” Field").
 */
;(() => {
  const addressLabel = 'Page address'
  /** The field an address is made from, the first of these its item has. */
  const titleLabels = ['Title', 'Name', 'Label']

  /** The label of the field group around `element`: "“⁨Title⁩” Field" → "Title". */
  function labelOf(/** @type {Element | null} */ group) {
    const name = group?.getAttribute('aria-label') ?? ''
    return /^“\u2068?(.*?)\u2069?” Field$/.exec(name)?.[1]
  }
  const groupOf = (/** @type {Element} */ element) =>
    element.closest('[role="group"][aria-label$=" Field"]')

  /** "Cedar Porch & Deck" → "cedar-porch-deck": lower-case words with dashes, as the content check asks. */
  const addressOf = (/** @type {string} */ title) =>
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')

  /** Sets a box's value as typing would, so that Sveltia keeps it. */
  function setValue(
    /** @type {HTMLInputElement | HTMLTextAreaElement} */ box,
    /** @type {string} */ value,
  ) {
    box.value = value
    box.dispatchEvent(new Event('input', { bubbles: true }))
  }

  /** Address boxes that follow their title, with the value last written in each. */
  const following = new WeakMap()

  function followTitle(/** @type {HTMLInputElement} */ titleBox) {
    const group = groupOf(titleBox)
    const item = group?.parentElement?.closest('[role="group"]')
    if (!item || !titleLabels.includes(labelOf(group) ?? '')) return
    const titleGroups = [...item.querySelectorAll('[role="group"][aria-label$=" Field"]')].filter(
      (candidate) => titleLabels.includes(labelOf(candidate) ?? ''),
    )
    if (titleGroups[0] !== group) return
    const addressGroup = [...item.querySelectorAll('[role="group"][aria-label$=" Field"]')].find(
      (candidate) =>
        labelOf(candidate) === addressLabel &&
        candidate.parentElement?.closest('[role="group"]') === item,
    )
    const addressBox = addressGroup?.querySelector('input')
    if (!addressBox) return
    const follows = following.has(addressBox)
      ? following.get(addressBox) === addressBox.value
      : addressBox.value === ''
    if (!follows) return following.set(addressBox, undefined)
    const address = addressOf(titleBox.value)
    following.set(addressBox, address)
    setValue(addressBox, address)
  }

  /** Each limited field's limit, by its label, from the editor's configuration. */
  /** @type {Map<string, number>} */
  const limits = new Map()
  /** @param {any[]} fields */
  function collectLimits(fields = []) {
    for (const field of fields) {
      if (typeof field.maxlength === 'number') limits.set(field.label, field.maxlength)
      collectLimits(field.fields)
      if (field.field) collectLimits([field.field])
    }
  }
  const configAddress = document.querySelector('link[rel="cms-config-url"]')?.getAttribute('href')
  if (configAddress)
    fetch(configAddress)
      .then((response) => response.json())
      .then((/** @type {any} */ config) => {
        for (const collection of config.collections ?? []) {
          collectLimits(collection.fields)
          for (const file of collection.files ?? []) collectLimits(file.fields)
        }
      })
      .catch(() => {
        // No limits known: Sveltia's own count and its refusal at Save still hold.
      })

  const limitOf = (/** @type {Element} */ box) => limits.get(labelOf(groupOf(box)) ?? '')

  /**
   * Runs `handle` for each `type` event of a text box, with the box's limit, before Sveltia's own
   * listeners (capture).
   * @template {'beforeinput' | 'input'} T
   * @param {T} type
   * @param {(box: HTMLInputElement | HTMLTextAreaElement, limit: number | undefined, event: DocumentEventMap[T]) => void} handle
   */
  function onTextBox(type, handle) {
    document.addEventListener(
      type,
      (event) => {
        const box = event.target
        if (box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement)
          handle(box, limitOf(box), event)
      },
      true,
    )
  }

  // Typing at the limit types nothing; text inserted past it (a suggestion, a paste) is cut to it.
  onTextBox('beforeinput', (box, limit, event) => {
    const text = event.data ?? ''
    if (limit === undefined || event.inputType !== 'insertText') return
    const room = limit - box.value.length + ((box.selectionEnd ?? 0) - (box.selectionStart ?? 0))
    if (text.length <= room) return
    event.preventDefault()
    // The browser's own insertion, so that undo and the caret behave as typing does.
    if (room > 0) document.execCommand('insertText', false, text.slice(0, room))
  })
  // Any other change past the limit is cut to it; a new item's title gives its address.
  onTextBox('input', (box, limit) => {
    if (limit !== undefined && box.value.length > limit) setValue(box, box.value.slice(0, limit))
    if (box instanceof HTMLInputElement) followTitle(box)
  })

  // Sveltia UI's choice groups (services/group.svelte.js) start listening 100 ms after they are
  // drawn, announcing it with "Initializing" and "Initialized" events that do not bubble (heard
  // here while they pass down). A tap on a choice before that is held and given once it listens.
  /** @type {Set<EventTarget | null>} */
  const startingGroups = new Set()
  document.addEventListener('Initializing', (event) => startingGroups.add(event.target), true)
  document.addEventListener('Initialized', (event) => startingGroups.delete(event.target), true)
  document.addEventListener(
    'click',
    (event) => {
      const choice = event.target instanceof Element ? event.target.closest('[role="radio"]') : null
      const group = choice?.closest('[role="radiogroup"]')
      if (!choice || !group || !startingGroups.has(group)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      group.addEventListener('Initialized', () => /** @type {HTMLElement} */ (choice).click(), {
        once: true,
      })
    },
    true,
  )

  // Sveltia writes a list's count as "{count} {name}" into one text node of the list's top bar.
  // Svelte keeps its own copy of what it wrote and writes the node again only when that changes,
  // so turning the text round here holds until the count changes, and then it is turned again.
  const summarySelector = '.toolbar.top .summary'
  function countAfterName(/** @type {Element} */ summary) {
    const text = summary.firstChild
    const count = /^(\d+)\s+\S/.exec(text?.nodeValue ?? '')?.[1]
    const name = labelOf(groupOf(summary))
    if (text?.nodeType === Node.TEXT_NODE && count !== undefined && name)
      text.nodeValue = `${name} (${count})`
  }
  new MutationObserver((records) => {
    for (const { target, addedNodes } of records) {
      const element = target instanceof Element ? target : target.parentElement
      if (element?.matches(summarySelector)) countAfterName(element)
      for (const node of addedNodes) {
        if (!(node instanceof Element)) continue
        if (node.matches(summarySelector)) countAfterName(node)
        for (const summary of node.querySelectorAll(summarySelector)) countAfterName(summary)
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true, characterData: true })
})()
