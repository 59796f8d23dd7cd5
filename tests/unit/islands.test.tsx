/**
 * An island from the server's HTML to the browser (components/islands/): <Island> writes the
 * component's HTML with its name and props, and hydrateIslands() hydrates each island of that name
 * on its own element from them, keeping each slot's HTML as the server wrote it.
 */
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { Island } from '@/components/islands/island'
import { hydrateIslands } from '@/components/islands/hydrate'
import { MobileMenu } from '@/components/layout/mobile-menu'

const props = {
  links: [{ label: 'Services', href: '/services', current: false }],
  consultation: { label: 'Book a consultation', href: '/#contact' },
  toggleLabel: 'Menu',
  navLabel: 'Site menu',
  phone: '(831) 555-0100',
  call: 'Call us at {phone}',
}

afterEach(() => {
  document.body.innerHTML = ''
  jest.restoreAllMocks()
})

it("writes the component's own HTML inside an element naming the island and carrying its props", () => {
  const html = renderToStaticMarkup(<Island name="menu" props={props} />)
  const wrapper = document.createElement('div')
  wrapper.innerHTML = html
  const island = wrapper.firstElementChild!
  expect(island.tagName).toBe('SITE-ISLAND')
  expect(island.getAttribute('data-island')).toBe('menu')
  expect(JSON.parse(island.getAttribute('data-props')!)).toEqual(props)
  expect(html).toMatch(/^<site-island [^>]+>/)
  expect(html.replace(/^<site-island [^>]+>/, '')).toBe(
    `${renderToStaticMarkup(<MobileMenu {...props} />)}</site-island>`,
  )
})

it('stops the build, naming the island and the prop, when a prop cannot travel as JSON', () => {
  const handOff = async () => {}
  expect(() =>
    renderToStaticMarkup(
      <Island name="contact-form" props={{ content: {} as never, recipient: 'a@b.c', handOff }} />,
    ),
  ).toThrow(
    '<Island name="contact-form">: the prop "handOff" is a function, which JSON cannot carry',
  )
})

it('hydrates each island of its name from the HTML alone, and only those', async () => {
  document.body.innerHTML =
    renderToStaticMarkup(<Island name="menu" props={props} />) +
    renderToStaticMarkup(<Island name="menu" props={{ ...props, toggleLabel: 'Open' }} />)
  const buttons = screen.getAllByRole('button')
  await act(async () => hydrateIslands('menu', MobileMenu))
  // The very elements the server wrote, now React's: each marked, each with its own props.
  expect(screen.getAllByRole('button')).toEqual(buttons)
  const menus = document.querySelectorAll('site-island > div')
  for (const menu of menus) expect(menu).toHaveAttribute('data-hydrated', '')
  expect(buttons.map((button) => button.textContent)).toEqual(['Menu', 'Open'])
  const hidePopover = jest.fn()
  const [popover] = document.querySelectorAll<HTMLElement>('[popover]')
  popover!.hidePopover = hidePopover
  const [link] = screen.getAllByRole('link', { name: 'Services', hidden: true })
  link!.addEventListener('click', (event) => event.preventDefault())
  await userEvent.click(link!)
  expect(hidePopover).toHaveBeenCalled()
})

it('puts the server HTML back when an island fails while rendering', async () => {
  document.body.innerHTML = renderToStaticMarkup(<Island name="menu" props={props} />)
  const island = document.querySelector('site-island')!
  const serverHtml = island.innerHTML
  const error = jest.spyOn(console, 'error').mockImplementation(() => {})
  const Broken = () => {
    throw new Error('broken island')
  }
  jest.useFakeTimers()
  try {
    act(() => hydrateIslands('menu', Broken))
    act(() => jest.runAllTimers())
  } finally {
    jest.useRealTimers()
  }
  expect(island.innerHTML).toBe(serverHtml)
  // Marked, so the page loader stops waiting for it (loader-island-crash.test.ts).
  expect(island).toHaveAttribute('data-island-failed')
  expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument()
  expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken island' }))
})
