import type { Page } from '@playwright/test'

/**
 * Records the URLs the page asks the browser to navigate to, through the Chrome DevTools Protocol,
 * so a test can read the mailto: link the contact form opens without any hook in the site's code.
 */
export async function recordNavigations(page: Page): Promise<string[]> {
  const urls: string[] = []
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.enable')
  cdp.on('Page.frameRequestedNavigation', (event) => urls.push(event.url))
  return urls
}

export type ParsedMailto = { to: string; headers: Record<string, string>; names: string[] }

/** Parses a mailto: URL as a mail client does (RFC 6068). */
export function parseMailto(url: string): ParsedMailto {
  const [address, query = ''] = url.replace(/^mailto:/, '').split('?')
  const pairs = query
    .split('&')
    .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string])
  return {
    to: decodeURIComponent(address!),
    headers: Object.fromEntries(pairs),
    names: pairs.map(([name]) => name),
  }
}
