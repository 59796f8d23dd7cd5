import { expect, test } from './fixtures'
import { content } from './content'
import { hoursText } from '@/lib/content/site-facts'
import { pages } from './routes'

/*
 * The addresses people type to reach the firm or to ask what happens to what they send: /contact
 * and /privacy, as served. Every word comes from content (contact.yaml, privacy.yaml, site.yaml).
 */
const { contactPage, privacyPage, site, footer, contactForm } = content

/** A tel: link to the phone: its digits, maybe after a country code. */
const dialling = (phone: string) => new RegExp(`^tel:\\+?\\d*${phone.replace(/\D/g, '')}$`)

test.describe('the addresses people type', { tag: '@content' }, () => {
  test('/contact gives the way to the form, the phone, the email and the hours', async ({
    page,
  }) => {
    const response = await page.goto('/contact')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.hero.title)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: site.phone, exact: true })).toHaveAttribute(
      'href',
      dialling(site.phone),
    )
    await expect(main.getByRole('link', { name: site.email, exact: true })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    await expect(main.getByText(hoursText(site.hours), { exact: true })).toBeVisible()
    // The way to ask in writing leads to the form itself.
    await main.getByRole('link', { name: contactPage.form.label, exact: true }).click()
    await expect(page).toHaveURL(contactPage.form.href)
    await expect(
      page.getByRole('textbox', { name: contactForm.fields.firstName.label }),
    ).toBeInViewport()
  })

  test('/privacy answers each question, with its effective date and a way to ask', async ({
    page,
  }) => {
    const response = await page.goto('/privacy')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.hero.title)
    for (const answer of Object.values(privacyPage.answers)) {
      const section = page.getByRole('region', { name: answer.heading, exact: true })
      for (const paragraph of answer.paragraphs)
        await expect(section.getByText(paragraph, { exact: true })).toBeVisible()
    }
    await expect(page.locator(`time[datetime="${privacyPage.effective.date}"]`)).toBeVisible()
    const ask = page.getByRole('region', { name: privacyPage.ask.heading, exact: true })
    await expect(ask.getByRole('link', { name: site.email, exact: true })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    await expect(ask.getByRole('link', { name: site.phone, exact: true })).toBeVisible()
  })

  test('every footer and the form beside Send lead to /privacy', async ({ page }) => {
    for (const { path } of [pages[0]!, pages.at(-1)!]) {
      await page.goto(path)
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: footer.privacy.label, exact: true })
        .click()
      await expect(page).toHaveURL(footer.privacy.href)
    }
    await page.goto('/')
    const form = page.getByRole('button', { name: contactForm.submit, exact: true }).locator('..')
    await form.getByRole('link', { name: contactForm.privacy.link.label, exact: true }).click()
    await expect(page).toHaveURL(contactForm.privacy.link.href)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.hero.title)
  })
})
