/** Journeys over the pages and the header: every kind of page, the phone menu, the home buttons. */
import { fillTemplate } from '@/lib/template'
import { telHref } from '@/lib/format'
import { content, destination, headerLinks, leadsToContact } from '../e2e/content'
import { pages } from '../e2e/routes'
import {
  waitFor,
  check,
  equal,
  is,
  find,
  clickRole,
  waitForHydration,
  pageErrors,
  pathOf,
  menuToggle,
  type Journey,
} from './journey-steps'

const { site, navigation, home, portfolio } = content

export const pageJourneys: Journey[] = [
  {
    name: 'each fixed page and a portfolio page of each kind render heading, header and footer, no page error',
    async run(engine) {
      await engine.resize(1280, 800)
      // Each kind of page once: Chromium visits every page (tests/e2e/every-route.spec.ts).
      for (const { path, h1 } of pages) {
        await engine.open(path)
        await engine.run('watchErrors()')
        const headings = await engine.run<string[]>(
          `return allByRole('heading', null).filter(function (el) { return el.tagName === 'H1' || el.getAttribute('aria-level') === '1'; }).map(accName)`,
        )
        equal(headings, [h1], `${path}: the h1`)
        check(
          await find(engine, 'link', site.name, 'header'),
          `${path}: the header's ${site.name} link`,
        )
        const footer = await engine.run<string>(
          'return norm(textOf(document.querySelector("footer")))',
        )
        for (const fact of [site.licence.label, site.licence.number, site.phone, site.email])
          check(footer.includes(fact), `${path}: the footer shows ${fact}`)
        // The runtime starts on the first intent; the page must hydrate without an error.
        await waitForHydration(engine, menuToggle)
        equal(await pageErrors(engine), [], `${path}: page errors`)
      }
    },
  },
  {
    name: 'the phone menu opens, closes with Escape, with Back and on choosing a link',
    async run(engine) {
      await engine.resize(390, 844)
      await engine.open('/services')
      const menuOpen = () =>
        engine.run<boolean>(
          'return isVisible(byRole("navigation", args[0]))',
          navigation.menu.label,
        )
      // The button carries no aria-expanded (HTML forbids it beside popovertarget): engines
      // expose its expanded state from its popover's, which is what this reads.
      const expanded = () =>
        engine.run<string>(
          'var menu = document.getElementById(document.querySelector(args[0]).getAttribute("popovertarget")); return String(menu.matches(":popover-open"))',
          menuToggle,
        )
      check(
        !(await engine.run<boolean>(
          'return isVisible(byRole("navigation", args[0]))',
          navigation.primaryLabel,
        )),
        'the wide-screen navigation is hidden at 390 px',
      )
      check(!(await menuOpen()), 'the menu starts closed')
      await clickRole(engine, 'button', navigation.menu.toggle)
      await waitFor('the menu to open', menuOpen)
      await waitFor('the popover open', expanded, is('true'))
      const links = await engine.run<[string, string | null][]>(
        'return allByRole("link", null, byRole("navigation", args[0])).map(function (a) { return [accName(a), a.getAttribute("href")]; })',
        navigation.menu.label,
      )
      // The header's links, then the phone under the consultation button.
      equal(
        links,
        [
          ...headerLinks.map((link): [string, string] => [link.label, link.href]),
          [fillTemplate(navigation.call, { phone: site.phone }), telHref(site.phone)],
        ],
        'the menu links',
      )

      await engine.press('Escape')
      await waitFor('Escape to close the menu', menuOpen, (open) => !open)
      await waitFor('the popover closed', expanded, is('false'))
      check(
        await engine.run<boolean>(
          'return document.activeElement === document.querySelector(args[0])',
          menuToggle,
        ),
        'Escape returns focus to the menu button',
      )

      // Once the runtime owns it, the open menu has a history entry: the browser's Back closes it.
      await waitForHydration(engine, menuToggle)
      await clickRole(engine, 'button', navigation.menu.toggle)
      await waitFor('the menu to open again', menuOpen)
      await engine.back()
      await waitFor('Back to close the menu', menuOpen, (open) => !open)
      equal(await pathOf(engine), '/services', 'the address after Back')

      const chosen = headerLinks.find(
        (link) => !destination('/services', link.href).startsWith('/services'),
      )
      check(chosen, 'a header link leads away from /services')
      await clickRole(engine, 'button', navigation.menu.toggle)
      await waitFor('the menu to open again', menuOpen)
      await clickRole(engine, 'link', chosen.label, '#mobile-menu')
      await waitFor(
        `the page ${chosen.href}`,
        () => pathOf(engine),
        is(destination('/services', chosen.href)),
      )
      await waitFor('the menu to be closed on the new page', menuOpen, (open) => !open)
    },
  },
  {
    name: 'the home buttons bring #contact into view below the header',
    async run(engine) {
      await engine.resize(1280, 800)
      const buttons = [
        { section: 'section:has(h1)', link: home.hero.primary },
        { section: 'section:has(h1)', link: home.hero.secondary },
        { section: '#portfolio', link: portfolio.quoteButton },
        { section: '#about', link: home.about.primary },
        { section: '#about', link: home.about.secondary },
      ].filter(({ link }) => leadsToContact('/', link.href))
      check(buttons.length > 0, 'a button on the home page leads to the contact section')
      for (const { section, link } of buttons) {
        await engine.open('/')
        await clickRole(engine, 'link', link.label, section)
        await waitFor('the address /#contact', () => pathOf(engine), is('/#contact'))
        const placement = () =>
          engine.run<{ top: number; bottom: number; header: number; height: number }>(
            `var h = byRole('heading', args[0]).getBoundingClientRect();
             return { top: h.top, bottom: h.bottom, header: document.querySelector('header').getBoundingClientRect().bottom, height: innerHeight }`,
            home.contact.heading.title,
          )
        await waitFor(
          `"${home.contact.heading.title}" in view below the header after "${link.label}"`,
          placement,
          (p) => p.top >= p.header - 0.5 && p.bottom <= p.height,
        )
      }
    },
  },
]
