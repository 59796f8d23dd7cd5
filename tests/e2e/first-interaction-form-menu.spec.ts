import { expect, type Locator, type Page } from './fixtures'
import { content, fieldNames, formField, headerLinksOn, type FieldName } from './content'
import {
  type Act,
  describeFirstActivations,
  expectNoPolicyViolations,
  type Fresh,
  tabTo,
} from './first-interaction'
import { hydration, isHydrated } from './page-checks'
import { expectMailtoTo, watchMailtoNavigations } from './visitor'

/*
 * The contact form's and the phone menu's first activation before they have hydrated
 * (first-interaction.ts): the form's submission is held and replayed, so its script sends the
 * message; the menu is the browser's own popover until then.
 */
const { contactForm, navigation } = content

const form = (page: Page) => page.locator('form:has([formaction^="mailto:"])')
const typed: Partial<Record<FieldName, string>> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  projectDetails: 'A new kitchen with an island, starting in spring.',
}

/** Focuses each field the visitor's way (a click, a tap, Tab) and types into it. */
async function typeIntoForm(page: Page, focus: 'click' | 'tap' | 'Tab') {
  for (const name of fieldNames) {
    const field = formField(form(page), name)
    if (focus === 'Tab') await tabTo(page, field)
    else await field[focus]()
    await page.keyboard.type(typed[name] ?? '')
  }
}
const sendButton = (page: Page) =>
  form(page).getByRole('button', { name: contactForm.submit, exact: true })

/**
 * The submission was held: not sent the no-script way (its mailto: action) while the form's
 * script is on its way; once hydrated, its script hands the message off and shows the toast.
 */
async function expectSentByScript(page: Page, fresh: Fresh, mailto: string[]) {
  await page.waitForTimeout(300)
  expect(mailto).toEqual([])
  expect(await isHydrated(page, 'form:has([formaction^="mailto:"])')).toBe(false)
  fresh.release()
  await expectMailtoTo(mailto)
  // The script's message (the no-script one carries the fields as "name=value" lines).
  expect(decodeURIComponent(mailto[0]!)).not.toContain('firstName=')
  await expect(page.getByText(contactForm.messages.successTitle, { exact: true })).toBeVisible(
    hydration,
  )
}

/** Types into the form, focusing each field `focus`'s way, sends it with `send` (held). */
const typeAndSend =
  (focus: 'click' | 'tap' | 'Tab', send: (button: Locator) => Promise<void>) =>
  async (page: Page, fresh: Fresh) => {
    const mailto = await watchMailtoNavigations(page)
    await typeIntoForm(page, focus)
    await send(sendButton(page))
    await expectSentByScript(page, fresh, mailto)
  }

const menuButton = (page: Page) =>
  page.getByRole('button', { name: navigation.menu.toggle, exact: true })
const menu = (page: Page) => page.getByRole('navigation', { name: navigation.menu.label })

async function expectMenuOpen(page: Page) {
  await expect(menu(page)).toBeVisible()
  for (const { label } of navigation.links)
    await expect(menu(page).getByRole('link', { name: label, exact: true })).toBeVisible()
}

expectNoPolicyViolations()

describeFirstActivations(
  { name: 'form', path: () => '/', target: (page) => formField(form(page), 'firstName') },
  {
    click: {
      does: 'typed into and sent with a click: the hand-off and the success toast',
      run: typeAndSend('click', (button) => button.click()),
    },
    tap: {
      does: 'typed into and sent with a tap: the hand-off and the success toast',
      run: typeAndSend('tap', (button) => button.tap()),
    },
    Space: {
      does: 'typed into by Tab and sent with Space on its button: the hand-off and the toast',
      run: typeAndSend('Tab', async (button) => {
        await tabTo(button.page(), button)
        await button.page().keyboard.press('Space')
      }),
    },
  } satisfies Record<string, Act>,
  [
    { device: 'desktop', scroll: 'wheel', way: 'click' },
    { device: 'phone', scroll: 'touch', way: 'tap' },
    { device: 'desktop', scroll: 'PageDown', way: 'Space' },
  ],
)

// The phone menu: the browser's own popover, before and after the islands.
describeFirstActivations(
  { name: 'menu', path: () => '/', target: menuButton },
  {
    tap: {
      does: 'a tap opens it, a tap on a section link closes it there',
      run: async (page, fresh) => {
        await menuButton(page).tap()
        await expectMenuOpen(page)
        // The first header link as the home page shows it: a link to one of its sections.
        const [link] = headerLinksOn('/')
        await menu(page).getByRole('link', { name: link!.label, exact: true }).tap()
        await expect(menu(page)).toBeHidden()
        await expect(page).toHaveURL(new RegExp(`#${link!.href.split('#')[1]}$`))
        fresh.release()
      },
    },
    Enter: {
      does: 'Tab to it and Enter open it; Escape closes it and returns focus',
      run: async (page, fresh) => {
        await tabTo(page, menuButton(page))
        await page.keyboard.press('Enter')
        await expectMenuOpen(page)
        await page.keyboard.press('Escape')
        await expect(menu(page)).toBeHidden()
        await expect(menuButton(page)).toBeFocused()
        fresh.release()
      },
    },
  } satisfies Record<string, Act>,
  [
    { device: 'phone', scroll: 'touch', way: 'tap' },
    { device: 'phone', scroll: 'Space', way: 'Enter' },
  ],
)
