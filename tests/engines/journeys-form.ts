/** Journeys through the contact form: validation and hand-off, without script, by keyboard. */
import { buildMailto, buildMessage } from '@/components/contact-form/mailto'
import {
  content,
  fieldLabel,
  fieldNames,
  headerLinks,
  leadsToContact,
  type FieldName,
} from '../e2e/content'
import type { Engine } from '../harness/engine'
import {
  waitFor,
  check,
  equal,
  is,
  find,
  clickRole,
  waitForHydration,
  pathOf,
  type Journey,
} from './journey-steps'

const { site, navigation, contactForm } = content

const visitor = {
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.com',
  phone: '(831) 555-0100',
  projectDetails: 'Open the kitchen to the dining room.\nBudget: $80k & up?',
} satisfies Record<FieldName, string>

/** The link the contact form hands to the mail app for these values, as components/contact-form/mailto.ts builds it. */
const expectedMailto = (values: Record<FieldName, string>) =>
  buildMailto(buildMessage(site.email, values, contactForm.email))

/** Records the form's mail hand-offs (its "mailtohandoff" event) and cancels them: see contact-form.tsx. */
const recordHandOffs = (engine: Engine) =>
  engine.run(
    `var form = document.querySelector('#contact form'); window.__handOffs = [];
     form.addEventListener('mailtohandoff', function (event) { window.__handOffs.push(event.detail); event.preventDefault(); });`,
  )
const handOffs = (engine: Engine) => engine.run<string[]>('return window.__handOffs || []')

async function fillForm(engine: Engine, values: Record<FieldName, string>) {
  for (const name of fieldNames) {
    const selector = await find(engine, 'textbox', fieldLabel(name), '#contact form')
    check(selector, `the form has a field named "${fieldLabel(name)}"`)
    await engine.click(selector)
    // Select what is there, then type over it.
    await engine.run('document.querySelector(args[0]).select()', selector)
    await engine.type(values[name])
    equal(
      await engine.run<string>('return document.querySelector(args[0]).value', selector),
      values[name],
      `the ${name} field's value`,
    )
  }
}

/** The text of every toast on screen (sonner's list items). */
const toasts = (engine: Engine) =>
  engine.run<string[]>(
    `return Array.prototype.slice.call(document.querySelectorAll('[data-sonner-toast]')).filter(isVisible).map(function (el) { return norm(textOf(el)); })`,
  )
const toastShowing = (engine: Engine, ...texts: string[]) =>
  waitFor(
    `a toast with ${JSON.stringify(texts)}`,
    () => toasts(engine),
    (all) => all.some((toast) => texts.every((text) => toast.includes(text))),
  )

const fieldValues = (engine: Engine) =>
  engine.run<string[]>(
    `return ${JSON.stringify(fieldNames)}.map(function (name) { return document.querySelector('#contact form').elements[name].value; })`,
  )

export const formJourneys: Journey[] = [
  {
    name: 'the contact form: validation toast, hand-off with subject and body, success toast, reset',
    async run(engine) {
      await engine.resize(1280, 900)
      await engine.open('/#contact')
      await waitForHydration(engine, '#contact form')
      await recordHandOffs(engine)

      // A required field of spaces only: the error toast, the field marked and focused, no hand-off.
      await fillForm(engine, { ...visitor, lastName: '   ' })
      await clickRole(engine, 'button', contactForm.submit, '#contact form')
      await toastShowing(
        engine,
        contactForm.messages.missingTitle,
        contactForm.messages.missingText,
      )
      const lastName = await find(engine, 'textbox', fieldLabel('lastName'), '#contact form')
      equal(
        await engine.run<[string | null, boolean]>(
          'var el = document.querySelector(args[0]); return [el.getAttribute("aria-invalid"), document.activeElement === el]',
          lastName,
        ),
        ['true', true],
        'the blank last name is marked invalid and focused',
      )
      equal(await handOffs(engine), [], 'hand-offs of an invalid form')

      await fillForm(engine, visitor)
      await clickRole(engine, 'button', contactForm.submit, '#contact form')
      const [mailto] = await waitFor(
        'the mail hand-off',
        () => handOffs(engine),
        (all) => all.length > 0,
      )
      equal(mailto, expectedMailto(visitor), 'the mailto: link')
      await toastShowing(
        engine,
        contactForm.messages.successTitle,
        contactForm.messages.successText,
      )
      await waitFor('the form to reset', () => fieldValues(engine), is(fieldNames.map(() => '')))
      equal(await pathOf(engine), '/#contact', 'the page after the hand-off')
    },
  },
  {
    name: 'the form without script: its send button’s mailto: action, native validation',
    async run(engine) {
      // The page as it is before (or without) its runtime: the form's markup alone sends it.
      await engine.open('/#contact')
      const form = await engine.run<{
        action: string
        method: string
        enctype: string
        names: string[]
        required: string[]
      }>(
        `var f = document.querySelector('#contact form');
         return { action: f.querySelector('[type=submit]').getAttribute('formaction'), method: f.method, enctype: f.enctype,
           names: Array.prototype.map.call(f.querySelectorAll('input, textarea'), function (e) { return e.name; }),
           required: Array.prototype.filter.call(f.elements, function (e) { return e.required; }).map(function (e) { return e.name; }) }`,
      )
      equal(
        form.action,
        `mailto:${site.email}?subject=${encodeURIComponent(contactForm.email.noScriptSubject)}`,
        'the send button’s form action',
      )
      equal([form.method, form.enctype], ['post', 'text/plain'], 'method and encoding')
      equal(form.names, [...fieldNames], 'the field names the browser sends')
      equal(form.required, ['firstName', 'lastName', 'email', 'projectDetails'], 'required fields')
      // The browser itself stops an empty required field: no submission, the page stays.
      await engine.run('document.querySelector("#contact form").requestSubmit()')
      equal(await pathOf(engine), '/#contact', 'the page after an empty submission')
      equal(
        await engine.run<boolean>(
          'return document.querySelector("#contact form").elements.firstName.validity.valueMissing',
        ),
        true,
        'the empty first name is reported missing',
      )
    },
  },
  {
    name: 'the keyboard path from the first Tab to the hand-off',
    async run(engine) {
      await engine.resize(1440, 900)
      const toContact = headerLinks.find((link) => leadsToContact('/', link.href))
      check(toContact, 'a header link leads to the contact section')
      await engine.open('/')
      // A draft an earlier journey left in this tab would be restored into the fields.
      await engine.run('sessionStorage.clear()')
      const focused = () =>
        engine.run<[string, string]>(
          'var a = document.activeElement; return [a.tagName, accName(a)]',
        )
      await engine.press('Tab')
      equal((await focused())[1], navigation.skipLink, 'the first Tab stop')
      for (let step = 0; step < 10 && (await focused())[1] !== toContact.label; step++)
        await engine.press('Tab')
      equal(await focused(), ['A', toContact.label], 'the consultation link has focus')
      await engine.press('Enter')
      await waitFor('the address /#contact', () => pathOf(engine), is('/#contact'))
      const typed = { ...visitor, firstName: 'Jane', lastName: 'Doe' }
      for (const name of fieldNames) {
        await engine.press('Tab')
        equal((await focused())[1], fieldLabel(name), 'the next Tab stop')
        await engine.type(typed[name])
      }
      await engine.press('Tab')
      equal(await focused(), ['BUTTON', contactForm.submit], 'the send button has focus')
      await waitForHydration(engine, '#contact form')
      await recordHandOffs(engine)
      await engine.press('Enter')
      const [mailto] = await waitFor(
        'the mail hand-off',
        () => handOffs(engine),
        (all) => all.length > 0,
      )
      equal(mailto, expectedMailto(typed), 'the mailto: link')
      await toastShowing(engine, contactForm.messages.successTitle)
    },
  },
]
