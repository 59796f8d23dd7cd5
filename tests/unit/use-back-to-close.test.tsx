import { act, render, screen, waitFor } from '@testing-library/react'
import { useRef, useState } from 'react'
import { useBackToClose } from '@/components/use-back-to-close'

/** An overlay that is only its open state, with buttons a visitor would use. */
function Overlay({ name }: { name: string }) {
  const [isOpen, setOpen] = useState(false)
  const openRef = useRef(false)
  const toggle = (open: boolean) => {
    openRef.current = open
    setOpen(open)
    if (open) historyEntry.opened()
    else historyEntry.closed()
  }
  const historyEntry = useBackToClose(name, {
    isOpen: () => openRef.current,
    close: () => toggle(false),
    reopen: () => toggle(true),
  })
  return (
    <p>
      {name} {isOpen ? 'open' : 'closed'}
      <button onClick={() => toggle(true)}>open {name}</button>
      <button onClick={() => toggle(false)}>close {name}</button>
      <a
        href="#chosen"
        onClick={(event) => {
          if (historyEntry.follow(event.currentTarget.href)) event.preventDefault()
          toggle(false)
        }}
      >
        link in {name}
      </a>
    </p>
  )
}

const state = () => window.history.state as unknown
const shows = (text: string) => expect(screen.getByText(text)).toBeInTheDocument()

describe('useBackToClose', () => {
  // Each test starts on an entry of the page's own.
  beforeEach(() => window.history.pushState(null, ''))

  test('Back closes the overlay, Forward reopens it; closed by its button it leaves no entry', async () => {
    render(<Overlay name="viewer" />)
    act(() => screen.getByText('open viewer').click())
    expect(state()).toEqual({ overlay: 'viewer' })

    act(() => window.history.back()) // the visitor's Back
    await waitFor(() => shows('viewer closed'))
    expect(state()).toBeNull()
    act(() => window.history.forward())
    await waitFor(() => shows('viewer open'))
    expect(state()).toEqual({ overlay: 'viewer' })

    act(() => screen.getByText('close viewer').click())
    await waitFor(() => expect(state()).toBeNull())
    shows('viewer closed')
  })

  test('an overlay opened while another takes its entry off gets its entry after, and stays open', async () => {
    render(
      <>
        <Overlay name="menu" />
        <Overlay name="viewer" />
      </>,
    )
    act(() => screen.getByText('open menu').click())
    expect(state()).toEqual({ overlay: 'menu' })
    act(() => {
      screen.getByText('close menu').click()
      screen.getByText('open viewer').click()
    })
    await waitFor(() => expect(state()).toEqual({ overlay: 'viewer' }))
    shows('menu closed')
    shows('viewer open')

    act(() => window.history.back())
    await waitFor(() => shows('viewer closed'))
    expect(state()).toBeNull()
  })

  test('a link chosen in the overlay is followed from the page entry, leaving none of the overlay', async () => {
    render(<Overlay name="menu" />)
    act(() => screen.getByText('open menu').click())
    act(() => screen.getByText('link in menu').click())
    await waitFor(() => expect(window.location.hash).toBe('#chosen'))
    shows('menu closed')
    act(() => window.history.back())
    await waitFor(() => expect(window.location.hash).toBe(''))
    expect(state()).toBeNull()
    shows('menu closed')
  })
})
