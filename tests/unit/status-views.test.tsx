import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import NotFound from '@/app/not-found'
import { ErrorView } from '@/components/error-view'
import { NotFoundLogger } from '@/components/not-found-logger'
import { content } from '@/lib/content'

const { errorPage, notFoundPage } = content

describe('ErrorView', () => {
  it('shows the error title, a retry and a way back home, and logs the error', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    const retry = jest.fn()
    const failure = new Error('render failed')
    render(<ErrorView error={failure} retry={retry} content={errorPage} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(errorPage.title)
    expect(screen.getByText(errorPage.text)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: errorPage.homeLink.label })).toHaveAttribute(
      'href',
      errorPage.homeLink.href,
    )
    expect(retry).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: errorPage.retry }))
    expect(retry).toHaveBeenCalledTimes(1)
    expect(logged).toHaveBeenCalledWith(failure)
    logged.mockRestore()
  })
})

describe('the 404 page', () => {
  it('shows the code, the title, a way back home, and logs the requested path', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    window.history.pushState({}, '', '/no-such-page')
    render(<NotFound />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFoundPage.title)
    expect(screen.getByText(notFoundPage.code)).toBeInTheDocument()
    expect(screen.getByText(notFoundPage.text)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: notFoundPage.homeLink.label })).toHaveAttribute(
      'href',
      notFoundPage.homeLink.href,
    )
    expect(logged).toHaveBeenCalledWith(
      notFoundPage.consoleMessage.replace('{path}', '/no-such-page'),
    )
    logged.mockRestore()
  })
})

describe('NotFoundLogger', () => {
  it('logs the requested path with its query, in place of {path}', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    window.history.pushState({}, '', '/old-page?ref=mail')
    render(<NotFoundLogger message="Missing: {path} (logged)" />)
    expect(logged).toHaveBeenCalledWith('Missing: /old-page?ref=mail (logged)')
    logged.mockRestore()
  })

  it('logs with the wording of content/pages/not-found.yaml', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    window.history.pushState({}, '', '/old-page?ref=mail')
    render(<NotFoundLogger message={notFoundPage.consoleMessage} />)
    const expected = notFoundPage.consoleMessage.replace('{path}', '/old-page?ref=mail')
    expect(expected).toContain('/old-page?ref=mail')
    expect(logged).toHaveBeenCalledWith(expected)
    logged.mockRestore()
  })
})
