// The gallery's viewer: opened, moved through by keys, buttons and swipes, closed with focus returned.
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Gallery } from '@/components/media/gallery'
import {
  dialog,
  expectClosed,
  images,
  installDialogAndPointer,
  labels,
  openThumbnail,
  unlockPage,
} from './helpers/gallery'

beforeAll(installDialogAndPointer)
afterEach(unlockPage)

describe('Gallery', () => {
  it('opens the photo in the viewer with its caption and counter', async () => {
    const { container } = render(<Gallery images={images} labels={labels} />)
    expectClosed()
    // Marked once React owns it: the signal the page's loader replays a held first click on.
    expect(container.querySelector('[data-island-replay]')).toHaveAttribute('data-hydrated', '')
    await openThumbnail('A window wall')

    const viewer = dialog()
    expect(viewer).toHaveAttribute('open')
    const photo = within(viewer).getByRole('img', { name: 'A window wall' })
    expect(photo).toHaveAttribute('src', '/images/responsive/kitchen-window-jpg-2400.jpg')
    expect(photo.getAttribute('srcset')).toContain('kitchen-window-jpg-1600.jpg 1600w')
    expect(photo.closest('picture')?.querySelector('source[type="image/avif"]')).not.toBeNull()
    expect(within(viewer).getByText('A window wall', { selector: 'figcaption' })).toBeVisible()
    const counter = within(viewer).getByText('2 of 3')
    expect(counter).toHaveAttribute('aria-live', 'polite')
    // Focus moves into the viewer, and the page behind it cannot scroll.
    expect(viewer).toContainElement(document.activeElement as HTMLElement)
    expect(document.documentElement).toHaveClass('overflow-hidden')
  })

  it('moves between photos with the arrow keys and the buttons, wrapping round', async () => {
    render(<Gallery images={images} labels={labels} />)
    const { user } = await openThumbnail('An island with pendants')
    const viewer = dialog()
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument()

    await user.keyboard('{ArrowRight}')
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument()
    expect(within(viewer).getByRole('img', { name: 'A window wall' })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument()
    expect(within(viewer).getByText('An oak pantry', { selector: 'figcaption' })).toBeVisible()
    await user.keyboard('{ArrowRight}')
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument()

    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }))
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument()
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }))
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument()
    expect(within(viewer).getByRole('img', { name: 'An oak pantry' })).toHaveAttribute(
      'src',
      '/images/kitchen-pantry.svg',
    )
  })

  it('closes on Escape and returns focus to the thumbnail that opened it', async () => {
    render(<Gallery images={images} labels={labels} />)
    const { user, link } = await openThumbnail('A window wall')
    await user.keyboard('{ArrowRight}')
    await user.keyboard('{Escape}')
    expectClosed()
    expect(link).toHaveFocus()
    expect(document.documentElement).not.toHaveClass('overflow-hidden')
  })

  it('closes with its close button and returns focus to the thumbnail', async () => {
    render(<Gallery images={images} labels={labels} />)
    const { user, link } = await openThumbnail('An oak pantry')
    const close = within(dialog()).getByRole('button', { name: 'Close' })
    // The first control takes focus when the viewer opens.
    expect(close).toHaveFocus()
    await user.click(close)
    expectClosed()
    expect(link).toHaveFocus()
    expect(document.documentElement).not.toHaveClass('overflow-hidden')
  })

  it('opens from the keyboard: Enter on a focused thumbnail', async () => {
    render(<Gallery images={images} labels={labels} />)
    const user = userEvent.setup()
    await user.tab()
    expect(screen.getByRole('link', { name: /An island with pendants/ })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(dialog()).toHaveAttribute('open')
    expect(within(dialog()).getByText('1 of 3')).toBeInTheDocument()
  })

  it('moves to the next or previous photo on a sideways swipe, not on a tap or a scroll', async () => {
    render(<Gallery images={images} labels={labels} />)
    await openThumbnail('An island with pendants')
    const viewer = dialog()
    const stage = within(viewer).getByRole('img', { name: 'An island with pendants' })
      .parentElement!.parentElement!
    const swipe = (from: [number, number], to: [number, number]) => {
      const pointer = { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0 }
      fireEvent.pointerDown(stage, { ...pointer, clientX: from[0], clientY: from[1] })
      fireEvent.pointerUp(stage, { ...pointer, clientX: to[0], clientY: to[1] })
    }
    act(() => swipe([300, 200], [120, 210])) // to the left: the next photo
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument()
    act(() => swipe([100, 200], [300, 190])) // to the right: the previous one
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument()
    act(() => swipe([100, 200], [110, 200])) // a tap
    act(() => swipe([100, 100], [160, 400])) // mostly downwards
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument()
  })
})
