/**
 * Firefox ESR over WebDriver BiDi (puppeteer-core, no geckodriver), behind the engines' interface
 * (engine.ts).
 */
import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { type Engine, inPage, pixelsOf, scrollIntoView } from './engine'

const firefoxBinary = '/usr/bin/firefox-esr'

export async function launchFirefox(baseURL: string): Promise<Engine> {
  if (!existsSync(firefoxBinary))
    throw new Error(`${firefoxBinary} is missing: apt-get install firefox-esr`)
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxBinary,
    headless: true,
    // No mail handler prompt, no first-run pages, no telemetry.
    extraPrefsFirefox: {
      'network.protocol-handler.external.mailto': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
    },
  })
  const page: Page = await browser.newPage()
  await page.setViewport({ width: 1280, height: 800 })
  const run = <T>(body: string, ...args: unknown[]) =>
    page.evaluate(
      new Function('...args', inPage(body)) as (...a: unknown[]) => T,
      ...args,
    ) as Promise<T>
  return {
    name: 'Firefox ESR',
    async open(path) {
      // A minute, not puppeteer's 30 s: a full-page load on a busy two-core machine can take longer.
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load', timeout: 60_000 })
    },
    run,
    async click(selector) {
      await run(scrollIntoView, selector)
      await page.click(selector)
    },
    async upload(selector, file) {
      const input = await page.$(selector)
      if (!input) throw new Error(`no element ${selector}`)
      await (input as import('puppeteer-core').ElementHandle<HTMLInputElement>).uploadFile(file)
    },
    async press(key) {
      await page.keyboard.press(key)
    },
    async type(text) {
      await page.keyboard.type(text)
    },
    async resize(width, height) {
      await page.setViewport({ width, height })
    },
    async screenshot() {
      return pixelsOf(Buffer.from(await page.screenshot({ fullPage: true, type: 'png' })))
    },
    async back() {
      await page.goBack()
    },
    async forward() {
      await page.goForward()
    },
    async url() {
      return page.url()
    },
    async close() {
      await browser.close()
    },
  }
}
