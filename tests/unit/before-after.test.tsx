import { act, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { loaderConfigScript, oneIsland, runLoader } from './helpers/page-loader'
import { BeforeAfter, type BeforeAfterLabels } from '@/components/media/before-after'
import { BeforeAfterSlider } from '@/components/media/before-after-slider'
import { hydrateIslands } from '@/components/islands/hydrate'
import type { BeforeAfterPair } from '@/lib/content/schema'

const pair: BeforeAfterPair = {
  before: { src: '/images/galley-before.svg', alt: 'The closed galley', width: 1200, height: 800 },
  after: { src: '/images/galley-after.svg', alt: 'The open kitchen', width: 1200, height: 800 },
  caption: 'The wall between the galley and the dining room came down.',
}

const labels: BeforeAfterLabels = {
  before: 'Before',
  after: 'After',
  slider: 'Compare before and after',
  value: '{before}% before, {after}% after',
}

// jsdom has no PointerEvent: a MouseEvent with the pointer's fields is enough here.
beforeAll(() => {
  if (typeof window.PointerEvent !== 'function') {
    class PointerEventShim extends MouseEvent {
      pointerId: number
      pointerType: string
      isPrimary: boolean
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init)
        this.pointerId = init.pointerId ?? 1
        this.pointerType = init.pointerType ?? 'mouse'
        this.isPrimary = init.isPrimary ?? true
      }
    }
    window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent
  }
})

/** The element the two pictures are stacked in: the range's previous sibling. */
const stackOf = (slider: HTMLElement) => slider.previousElementSibling as HTMLElement
/** Where the divider is, as the CSS reads it (on the comparison's element, in percent). */
const dividerAt = (slider: HTMLElement) =>
  slider.parentElement!.style.getPropertyValue('--position')

describe('BeforeAfter', () => {
  it("in the page's HTML is already the stacked comparison, its range at 50 with name and value text", () => {
    const html = renderToStaticMarkup(<BeforeAfter pair={pair} labels={labels} />)
    document.body.innerHTML = html
    const figures = [...document.querySelectorAll('figure figure')]
    expect(figures).toHaveLength(2)
    expect(figures[0]!.querySelector('img')).toHaveAttribute('alt', 'The closed galley')
    expect(figures[0]!.querySelector('figcaption')).toHaveTextContent('Before')
    expect(figures[1]!.querySelector('img')).toHaveAttribute('alt', 'The open kitchen')
    expect(figures[1]!.querySelector('figcaption')).toHaveTextContent('After')
    // Stacked in one grid cell, the "after" picture clipped at the divider (50 until it moves).
    expect(figures[0]!.parentElement).toHaveClass('grid', '*:col-start-1', '*:row-start-1')
    // Only the picture is clipped; its caption is drawn whole.
    expect(figures[1]!.firstElementChild!.className).toContain(
      '[clip-path:inset(0_0_0_calc(var(--position,50)*1%))]',
    )
    expect(figures[1]!.className).not.toContain('clip-path')
    const slider = screen.getByRole('slider', { name: 'Compare before and after' })
    expect(slider).toHaveValue('50')
    expect(slider).toHaveAttribute('aria-valuetext', '50% before, 50% after')
    // The template the page's loader fills in before the runtime arrives.
    expect(slider).toHaveAttribute('data-valuetext', labels.value)
    expect(slider.parentElement).toHaveAttribute('data-compare')
    expect(slider.parentElement).not.toHaveAttribute('data-hydrated')
    // The caption of the pair, and nothing that breaks the CSP.
    expect(document.body).toHaveTextContent(pair.caption!)
    expect(html).not.toMatch(/\sstyle=/)
    document.body.innerHTML = ''
  })

  it('once hydrated is a slider with its name and value text, the captions still showing', () => {
    render(<BeforeAfter pair={pair} labels={labels} />)
    const slider = screen.getByRole('slider', { name: 'Compare before and after' })
    expect(slider).toHaveAttribute('type', 'range')
    expect(slider).toHaveAttribute('min', '0')
    expect(slider).toHaveAttribute('max', '100')
    expect(slider).toHaveValue('50')
    expect(slider).toHaveAttribute('aria-valuetext', '50% before, 50% after')
    expect(screen.getByText('Before')).toBeVisible()
    expect(screen.getByText('After')).toBeVisible()
    expect(screen.getByRole('img', { name: 'The closed galley' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'The open kitchen' })).toBeInTheDocument()
    // The divider's place is set through the CSSOM, and the element marked as React's.
    expect(dividerAt(slider)).toBe('50')
    expect(slider.parentElement).toHaveAttribute('data-hydrated')
  })

  it('moving the slider updates the value text and the divider', () => {
    render(<BeforeAfter pair={pair} labels={labels} />)
    const slider = screen.getByRole('slider', { name: 'Compare before and after' })
    fireEvent.input(slider, { target: { value: '70' } })
    expect(slider).toHaveValue('70')
    expect(slider).toHaveAttribute('aria-valuetext', '70% before, 30% after')
    expect(dividerAt(slider)).toBe('70')
    fireEvent.input(slider, { target: { value: '0' } })
    expect(slider).toHaveAttribute('aria-valuetext', '0% before, 100% after')
  })

  it('a mouse press or a sideways drag on the pictures moves the divider there', () => {
    render(<BeforeAfter pair={pair} labels={labels} />)
    const slider = screen.getByRole('slider', { name: 'Compare before and after' })
    const stack = stackOf(slider)
    stack.getBoundingClientRect = () => ({ left: 100, width: 400 }) as DOMRect
    const mouse = { pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0, buttons: 1 }
    fireEvent.pointerDown(stack, { ...mouse, clientX: 400, clientY: 50 })
    expect(slider).toHaveValue('75')
    fireEvent.pointerMove(stack, { ...mouse, clientX: 0, clientY: 50 })
    expect(slider).toHaveAttribute('aria-valuetext', '0% before, 100% after')
    fireEvent.pointerUp(stack, { ...mouse, clientX: 0, clientY: 50 })
    fireEvent.pointerMove(stack, { ...mouse, clientX: 300, clientY: 50 })
    expect(slider).toHaveValue('0') // the drag has ended
    // A button let go where the pictures did not see it ends the drag too.
    fireEvent.pointerDown(stack, { ...mouse, clientX: 100, clientY: 50 })
    fireEvent.pointerMove(stack, { ...mouse, buttons: 0, clientX: 300, clientY: 50 })
    expect(slider).toHaveValue('0')

    // A finger moves the divider only once it goes sideways, so a page scroll changes nothing.
    const finger = { pointerId: 2, pointerType: 'touch', isPrimary: true, button: 0, buttons: 1 }
    fireEvent.pointerDown(stack, { ...finger, clientX: 300, clientY: 50 })
    expect(slider).toHaveValue('0')
    fireEvent.pointerMove(stack, { ...finger, clientX: 303, clientY: 80 })
    expect(slider).toHaveValue('0')
    fireEvent.pointerCancel(stack, { ...finger, clientX: 303, clientY: 200 })
    fireEvent.pointerDown(stack, { ...finger, clientX: 300, clientY: 50 })
    fireEvent.pointerMove(stack, { ...finger, clientX: 340, clientY: 52 })
    expect(slider).toHaveValue('60')
    expect(dividerAt(slider)).toBe('60')
  })

  it('leaves out the pair caption when there is none', () => {
    const { container } = render(
      <BeforeAfter pair={{ before: pair.before, after: pair.after }} labels={labels} />,
    )
    expect(container.firstElementChild?.tagName).toBe('DIV')
    expect(container.querySelectorAll('figcaption')).toHaveLength(2)
  })
})

describe('before React owns it, with the page loader (scripts/build/optimize-export.mjs)', () => {
  // Two comparisons, as a project with two pairs has: on each, the visitor acts before hydration.
  const page = (
    <>
      <BeforeAfter pair={pair} labels={labels} />
      <BeforeAfter pair={{ ...pair, caption: undefined }} labels={labels} />
    </>
  )

  beforeAll(() => {
    // The browsers the site supports reflect aria-valuetext as ariaValueText; jsdom does not.
    Object.defineProperty(HTMLElement.prototype, 'ariaValueText', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('aria-valuetext')
      },
      set(this: HTMLElement, value: string) {
        this.setAttribute('aria-valuetext', value)
      },
    })
    // The islands' modules are on their way until the test hydrates (jsdom loads no script).
    document.body.innerHTML =
      loaderConfigScript(oneIsland) + `<div id="root">${renderToString(page)}</div>`
    runLoader()
  })

  it('follows the range at once and replays a press on the pictures once hydrated, losing nothing', async () => {
    const [first, second] = screen.getAllByRole('slider', { name: 'Compare before and after' })
    const move = (slider: HTMLElement, value: string) => {
      ;(slider as HTMLInputElement).value = value
      fireEvent.input(slider)
    }
    const mouse = { pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0, buttons: 1 }
    for (const slider of [first!, second!])
      stackOf(slider).getBoundingClientRect = () => ({ left: 100, width: 400 }) as DOMRect

    // The first: a drag on the pictures, then the range (arrow keys): the range has the last word.
    fireEvent.pointerDown(stackOf(first!), { ...mouse, clientX: 400, clientY: 50 })
    fireEvent.pointerMove(stackOf(first!), { ...mouse, clientX: 420, clientY: 50 })
    fireEvent.pointerUp(stackOf(first!), { ...mouse, buttons: 0, clientX: 420, clientY: 50 })
    move(first!, '30')
    expect(dividerAt(first!)).toBe('30')
    expect(first).toHaveAttribute('aria-valuetext', '30% before, 70% after')
    // The second: the range, then a press and a drag still under way when React arrives.
    move(second!, '70')
    fireEvent.pointerDown(stackOf(second!), { ...mouse, clientX: 200, clientY: 50 })
    fireEvent.pointerMove(stackOf(second!), { ...mouse, clientX: 400, clientY: 50 })
    // Kept, not shown yet: the divider is where the range put it.
    expect(dividerAt(second!)).toBe('70')
    // The press started the islands: their modules are on their way.
    expect(document.head.querySelector('script[type="module"]')).not.toBeNull()

    await act(async () => {
      // As the comparison's module does: each island on its own, from its props and slots.
      hydrateIslands('comparison', BeforeAfterSlider)
    })
    expect(first).toHaveValue('30')
    expect(first).toHaveAttribute('aria-valuetext', '30% before, 70% after')
    expect(dividerAt(first!)).toBe('30')
    expect(second).toHaveValue('75')
    expect(second).toHaveAttribute('aria-valuetext', '75% before, 25% after')
    expect(dividerAt(second!)).toBe('75')
    // The drag goes on under React, and the loader leaves the comparisons alone.
    fireEvent.pointerMove(stackOf(second!), { ...mouse, clientX: 300, clientY: 50 })
    expect(second).toHaveValue('50')
    for (const slider of [first!, second!]) {
      expect(slider.parentElement).toHaveAttribute('data-hydrated')
      expect((slider.parentElement as HTMLElement & { held?: unknown }).held).toBe(0)
    }
  })
})
