import { fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { BeforeAfter, type BeforeAfterLabels } from '@/components/before-after'
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

/** The element the two pictures are stacked in (and whose --position moves the divider). */
const stackOf = (slider: HTMLElement) => slider.previousElementSibling as HTMLElement

describe('BeforeAfter', () => {
  it('without script shows both pictures side by side, each with its caption', () => {
    const html = renderToStaticMarkup(<BeforeAfter pair={pair} labels={labels} />)
    document.body.innerHTML = html
    const figures = [...document.querySelectorAll('figure figure')]
    expect(figures).toHaveLength(2)
    expect(figures[0]!.querySelector('img')).toHaveAttribute('alt', 'The closed galley')
    expect(figures[0]!.querySelector('figcaption')).toHaveTextContent('Before')
    expect(figures[1]!.querySelector('img')).toHaveAttribute('alt', 'The open kitchen')
    expect(figures[1]!.querySelector('figcaption')).toHaveTextContent('After')
    expect(figures[0]!.parentElement).toHaveClass('grid', 'sm:grid-cols-2')
    // The caption of the pair, and nothing that needs the runtime or breaks the CSP.
    expect(document.body).toHaveTextContent(pair.caption!)
    expect(html).not.toContain('<input')
    expect(html).not.toMatch(/\sstyle=/)
    expect(html).not.toContain('clip-path')
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
    // Stacked: the "after" picture is clipped at the divider, set through the CSSOM.
    const stack = stackOf(slider)
    expect(stack.style.getPropertyValue('--position')).toBe('50%')
    expect(screen.getByText('After').closest('figure')!.className).toContain(
      '[clip-path:inset(0_0_0_var(--position,50%))]',
    )
  })

  it('moving the slider updates the value text and the divider', () => {
    render(<BeforeAfter pair={pair} labels={labels} />)
    const slider = screen.getByRole('slider', { name: 'Compare before and after' })
    fireEvent.change(slider, { target: { value: '70' } })
    expect(slider).toHaveValue('70')
    expect(slider).toHaveAttribute('aria-valuetext', '70% before, 30% after')
    expect(stackOf(slider).style.getPropertyValue('--position')).toBe('70%')
    fireEvent.change(slider, { target: { value: '0' } })
    expect(slider).toHaveAttribute('aria-valuetext', '0% before, 100% after')
  })

  it('a mouse press or a sideways drag on the pictures moves the divider there', () => {
    render(<BeforeAfter pair={pair} labels={labels} />)
    const slider = screen.getByRole('slider', { name: 'Compare before and after' })
    const stack = stackOf(slider)
    stack.getBoundingClientRect = () => ({ left: 100, width: 400 }) as DOMRect
    const mouse = { pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 }
    fireEvent.pointerDown(stack, { ...mouse, clientX: 400, clientY: 50 })
    expect(slider).toHaveValue('75')
    fireEvent.pointerMove(stack, { ...mouse, clientX: 0, clientY: 50 })
    expect(slider).toHaveAttribute('aria-valuetext', '0% before, 100% after')
    fireEvent.pointerUp(stack, { ...mouse, clientX: 0, clientY: 50 })
    fireEvent.pointerMove(stack, { ...mouse, clientX: 300, clientY: 50 })
    expect(slider).toHaveValue('0') // the drag has ended

    // A finger moves the divider only once it goes sideways, so a page scroll changes nothing.
    const finger = { pointerId: 2, pointerType: 'touch', isPrimary: true, button: 0 }
    fireEvent.pointerDown(stack, { ...finger, clientX: 300, clientY: 50 })
    expect(slider).toHaveValue('0')
    fireEvent.pointerMove(stack, { ...finger, clientX: 303, clientY: 80 })
    expect(slider).toHaveValue('0')
    fireEvent.pointerCancel(stack, { ...finger, clientX: 303, clientY: 200 })
    fireEvent.pointerDown(stack, { ...finger, clientX: 300, clientY: 50 })
    fireEvent.pointerMove(stack, { ...finger, clientX: 340, clientY: 52 })
    expect(slider).toHaveValue('60')
    expect(stack.style.getPropertyValue('--position')).toBe('60%')
  })

  it('leaves out the pair caption when there is none', () => {
    const { container } = render(
      <BeforeAfter pair={{ before: pair.before, after: pair.after }} labels={labels} />,
    )
    expect(container.firstElementChild?.tagName).toBe('DIV')
    expect(container.querySelectorAll('figcaption')).toHaveLength(2)
  })
})
