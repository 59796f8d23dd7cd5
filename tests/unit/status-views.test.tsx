import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ErrorView } from '@/components/error-view'
import { NotFoundLogger } from '@/components/not-found-logger'
import { errorPage, notFoundPage } from '@/content/pages'

describe('ErrorView', () => {
  it("shows 'Unexpected Application Error!', a retry and a way back home, and logs the error", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    const retry = jest.fn()
    const failure = new Error('render failed')
    render(<ErrorView error={failure} retry={retry} content={errorPage} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    )
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledTimes(1)
    expect(logged).toHaveBeenCalledWith(failure)
    logged.mockRestore()
  })
})

describe('NotFoundLogger', () => {
  it('logs the requested path with console.error', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    window.history.pushState({}, '', '/old-page?ref=mail')
    render(<NotFoundLogger message={notFoundPage.consoleMessage} />)
    expect(logged).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route: /old-page?ref=mail',
    )
    logged.mockRestore()
  })
})
