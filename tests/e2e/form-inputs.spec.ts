/**
 * Generated input in the real form, in a real browser (README, "Testing"): fast-check makes the text — all
 * of Unicode, half characters (lone surrogates), CR, LF, U+2028, direction marks, "$&", "$'", "%",
 * "#", "&", strings up to the draft's 100,000-character limit — and the browser receives it the
 * three ways a visitor gives it: typed, pasted and restored from a saved draft. About 110
 * inputs in all in every run, 220 on demand (the totals are asserted per mode below). After each batch of five fields: no page
 * error and no console error, each field shows exactly what was entered (as the browser's own
 * rules for a one-line field and a textarea leave it, half characters as U+FFFD), the notice about
 * replaced characters shows once exactly when a half character reached the page, the saved draft
 * holds the same text, the length counter is right, and the mailto: link the form hands off
 * decodes to the same text. Drafts this version did not write, or that the browser alters as
 * they are restored, are form-drafts.spec.ts's; the text and the form's handling are in
 * form-inputs-text.ts and form-inputs-page.ts.
 *
 * Runs in the default run only (not @content): the form's words come from the content, but what
 * is tested here does not change with them.
 * One seed per run (tests/seed.ts: fixed by the commit in CI), printed and attached to the
 * report; FC_SEED=<seed> gives the same inputs again.
 *
 * Bounded in time whatever the seed: generated texts are at most 12,000 characters here, with at
 * most 200 line breaks (the long tail, up to the draft's limit and past it, with any number of
 * line breaks, is jest's: tests/unit/mailto.property.test.ts and draft.property.test.ts),
 * and a text near the draft's 100,000-character limit goes in exactly twice a run, whatever the
 * seed: typed (by an input method, the only way to type that much) in the typed batches, and
 * restored from a draft. Pasting it adds nothing the form can tell apart from typing it (the same
 * input event) and costs a minute of a busy machine's time.
 */
import { expect, type Page, test } from './fixtures'
import fc from 'fast-check'
import { draftKey, draftMaxLength } from '@/components/contact-form/draft'
import { fieldNames } from './content'
import { recordNavigations } from './mail'
import { seed, seedLine } from '../seed'
import { type Batch, batches, halfReachesPage } from './form-inputs-text'
import {
  checkBatch,
  contactFormOf,
  draftAtTheLimit,
  enter,
  openForm,
  type Outcome,
  storedDraft,
  watchErrors,
} from './form-inputs-page'

test.describe.configure({ timeout: 240_000 })

test.beforeAll(() => {
  console.log(`form-inputs: ${seedLine}`)
})
test.beforeEach(() => {
  test.info().annotations.push({ type: 'seed', description: `FC_SEED=${seed}` })
})

/**
 * Batches of five fields per mode: 8 typed, 8 pasted and 5 restored in every run (about 110
 * inputs), twice as many on demand (`FC_NUM_RUNS=10000 npx playwright test form-inputs`).
 * The pure functions behind the form get their 1,000 (or 10,000) cases in jest.
 */
const batchScale = Number(process.env.FC_NUM_RUNS ?? 0) >= 10_000 ? 2 : 1

/** Runs typed or pasted batches, a fresh page every few batches so the notice starts over. */
async function enterBatches(page: Page, list: Batch[]) {
  const errors = watchErrors(page)
  const navigations = await recordNavigations(page)
  const outcomes: Outcome[] = []
  let halfCharacterSeen = false
  for (const [index, batch] of list.entries()) {
    if (index % 4 === 0) {
      // A new address each time: going to the same /#contact again only scrolls.
      await openForm(page, `/?visit=${index}#contact`)
      halfCharacterSeen = false
    }
    const form = contactFormOf(page)
    for (const entry of batch) await enter(page, form, entry)
    halfCharacterSeen ||= batch.some(halfReachesPage)
    outcomes.push(
      await checkBatch(page, batch, { errors, navigations, halfCharacterSeen, restored: false }),
    )
  }
  return outcomes
}

function report(mode: string, list: Batch[], outcomes: Outcome[]) {
  const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length
  const summary =
    `${mode}: ${list.length * fieldNames.length} inputs in ${list.length} batches; ` +
    `sent ${count('sent')}, too long for a link ${count('tooLong') + count('notStored')} ` +
    `(${count('notStored')} also too large to keep as a draft), ` +
    `draft discarded as oversized ${count('discarded')}`
  console.log(summary)
  test.info().annotations.push({ type: 'inputs', description: summary })
}

test('typed text: the field, the draft and the mailto: link keep every character', async ({
  page,
}) => {
  const list = batches(fc.constant('typed'), 8 * batchScale, 1, 'insert')
  const outcomes = await enterBatches(page, list)
  report('typed', list, outcomes)
  expect(list.length * fieldNames.length).toBeGreaterThanOrEqual(40 * batchScale)
})

test('pasted text: the field, the draft and the mailto: link keep every character', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const list = batches(fc.constantFrom('clipboard', 'pasteEvent'), 8 * batchScale, 2)
  const outcomes = await enterBatches(page, list)
  report('pasted', list, outcomes)
  expect(list.length * fieldNames.length).toBeGreaterThanOrEqual(40 * batchScale)
})

test('a restored draft: the field, the new draft and the mailto: link keep every character', async ({
  page,
}) => {
  // And a draft exactly as long as a draft may be, kept and restored.
  const list = [...batches(fc.constant('draft'), 5 * batchScale, 3, 'draft'), draftAtTheLimit()]
  // Each batch's draft is written before the page's scripts run, on its own address only.
  await page.addInitScript(
    ({ key, drafts }) => {
      const batch = /[?&]batch=(\d+)/.exec(location.search)?.[1]
      if (batch !== undefined) sessionStorage.setItem(key, drafts[Number(batch)]!)
    },
    { key: draftKey, drafts: list.map(storedDraft) },
  )
  const errors = watchErrors(page)
  const navigations = await recordNavigations(page)
  const outcomes: Outcome[] = []
  for (const [index, batch] of list.entries()) {
    await openForm(page, `/?batch=${index}#contact`)
    const discarded = storedDraft(batch).length > draftMaxLength
    outcomes.push(
      await checkBatch(page, batch, {
        errors,
        navigations,
        halfCharacterSeen: !discarded && batch.some(halfReachesPage),
        restored: true,
      }),
    )
  }
  report('restored', list, outcomes)
  expect(list.length * fieldNames.length).toBeGreaterThanOrEqual(25 * batchScale)
  expect(storedDraft(list.at(-1)!)).toHaveLength(draftMaxLength)
  expect(outcomes.at(-1)).toBe('tooLong')
})
