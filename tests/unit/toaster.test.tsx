/**
 * The site's one toaster (components/contact-form/toaster.tsx) and the toasts the form raises
 * (toast.ts): sonner is loaded by the first toast, not with the page. Each test is a fresh page:
 * the toast module keeps sonner once loaded, so each loads it, React and the toaster anew.
 */
let cleanup = () => {}
afterEach(() => cleanup())

/**
 * sonner loads on demand, after jest.resetModules: this test's own copy of testing-library keeps its
 * 1 s default, not tests/unit/setup.ts's, and a first module load takes seconds under CI's load.
 */
const loaded = { timeout: 20_000 }

/** A new page: every module loaded anew, React and the sonner the first toast loads included. */
async function freshPage() {
  jest.resetModules()
  const page = {
    // The pure entry: the default one registers its own cleanup hook, which a test cannot.
    testing: await import('@testing-library/react/pure'),
    toast: await import('@/components/contact-form/toast'),
    Toaster: (await import('@/components/contact-form/toaster')).Toaster,
  }
  cleanup = page.testing.cleanup
  return page
}

describe('toasts', () => {
  it('shows the first toast, with its title and description, once it has loaded the toaster', async () => {
    const { testing, toast, Toaster } = await freshPage()
    const { container } = testing.render(<Toaster />)
    expect(container).toBeEmptyDOMElement()
    // Not inside act(): the toast waits for the toaster to render, which act would hold back.
    const raised = toast.notify('success', 'Message ready', 'Your mail app opens now.')
    await testing.waitFor(() => {
      expect(testing.screen.getByText('Message ready')).toBeVisible()
      expect(testing.screen.getByText('Your mail app opens now.')).toBeVisible()
    }, loaded)
    await raised
    void toast.notify('error', 'Not sent', 'Try again.')
    await testing.waitFor(() => expect(testing.screen.getByText('Not sent')).toBeVisible(), loaded)
  })

  it('shows toasts in the toaster mounted last, when an earlier one goes', async () => {
    const { testing, toast, Toaster } = await freshPage()
    const earlier = testing.render(<Toaster />)
    testing.render(<Toaster />)
    earlier.unmount()
    void toast.notify('success', 'Message ready', 'Your mail app opens now.')
    await testing.waitFor(
      () => expect(testing.screen.getByText('Message ready')).toBeVisible(),
      loaded,
    )
  })

  it('raises a toast without waiting for a toaster that has gone', async () => {
    const { testing, toast, Toaster } = await freshPage()
    testing.render(<Toaster />).unmount()
    await expect(toast.notify('error', 'Not sent', 'Try again.')).resolves.toBeUndefined()
    expect(testing.screen.queryByText('Not sent')).toBeNull()
  })
  it("draws toasts in the site's own style, at the bottom of the screen, off the form and header", async () => {
    const { testing, toast, Toaster } = await freshPage()
    testing.render(<Toaster />)
    void toast.notify('success', 'Message ready', 'Your mail app opens now.')
    const shown = (await testing.screen.findByText('Message ready', {}, loaded)).closest('li')!
    expect(shown).toHaveAttribute('data-y-position', 'bottom')
    // sonner's own look, its green and its close button off the corner, is off: tokens draw it.
    expect(shown).toHaveAttribute('data-styled', 'false')
    expect(shown).toHaveClass('bg-card', 'text-foreground')
  })
})
