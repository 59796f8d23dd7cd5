// @ts-check
/**
 * Loaded by /admin before Sveltia's script (lib/cms/site.ts, editorPage): the content check's one
 * rule across a project's fields, known to the form before Save. A budget outside its service's
 * typical cost must say why (checkBudgetsAgainstServices); Sveltia checks one field at a time and
 * has no hook for a rule across two. Pressed with the reason empty, Save is held and the reason's
 * field says what it needs. `data-bands`: each category's label, its service and typical cost.
 * Fields are found by their labels, as Sveltia names their groups ("“Budget” Field").
 */
;(() => {
  const settings = /** @type {HTMLScriptElement} */ (document.currentScript).dataset
  /** @type {{ category: string, service: string, from: number, to: number, band: string }[]} */
  const bands = JSON.parse(settings.bands ?? '[]')
  const reasonLabel = settings.reasonLabel ?? ''

  const field = (/** @type {string} */ label) =>
    `[role="group"][aria-label="“\u2068${label}\u2069” Field"]`
  /** Whole dollars as the office types them ("$60,000"), or undefined. */
  const dollars = (/** @type {Element | null} */ box) => {
    const digits = box instanceof HTMLInputElement ? box.value.replace(/[$,\s]/g, '') : ''
    return /^\d+$/.test(digits) ? Number(digits) : undefined
  }

  /** The project around a budget field: the nearest group that also holds its category. */
  function projectOf(/** @type {Element} */ budget) {
    let item = budget.parentElement?.closest('[role="group"]')
    while (item && !item.querySelector(field('Category')))
      item = item.parentElement?.closest('[role="group"]')
    return item
  }

  /** The project's reason field and what it must say, when its budget needs a reason it lacks. */
  function missingReason(/** @type {Element} */ budget) {
    const project = projectOf(budget)
    const chosen = project?.querySelector(
      `${field('Category')} [role="radio"][aria-checked="true"], ${field('Category')} input[type="radio"]:checked`,
    )
    const labelledBy = chosen?.getAttribute('aria-labelledby')
    const category =
      chosen?.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : chosen?.textContent)
    const band = bands.find((candidate) => candidate.category === category?.trim())
    const from = dollars(budget.querySelector(`${field('From')} input`))
    const to = dollars(budget.querySelector(`${field('To')} input`))
    const reason = project?.querySelector(field(reasonLabel))
    const box = reason?.querySelector('textarea, input')
    if (!band || from === undefined || to === undefined || !reason) return undefined
    const given =
      (box instanceof HTMLTextAreaElement || box instanceof HTMLInputElement) && box.value.trim()
    if ((from >= band.from && to <= band.to) || given) return undefined
    return {
      reason,
      box,
      sentence: `Say why here: this budget lies outside the usual cost of ${band.service}, ${band.band}, and the page shows your reason beside it.`,
    }
  }

  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (button?.textContent?.trim() !== 'Save') return
      for (const old of document.querySelectorAll('[data-budget-reason]')) old.remove()
      const missing = [...document.querySelectorAll(field('Budget'))]
        .map(missingReason)
        .filter((found) => found !== undefined)
      if (!missing.length) return
      event.preventDefault()
      event.stopImmediatePropagation()
      for (const { reason, sentence } of missing) {
        const message = document.createElement('p')
        message.setAttribute('role', 'alert')
        message.dataset.budgetReason = ''
        message.style.cssText = 'margin:4px 0 0;color:#b91c1c;font:inherit'
        message.textContent = sentence
        reason.append(message)
      }
      missing[0]?.reason.scrollIntoView({ block: 'center' })
      if (missing[0]?.box instanceof HTMLElement) missing[0].box.focus()
    },
    true,
  )
})()
