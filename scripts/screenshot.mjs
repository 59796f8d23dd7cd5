#!/usr/bin/env node
/** Full-page screenshots of every route at phone and desktop widths: node scripts/screenshot.mjs [baseUrl] [outDir] */
import { chromium } from '@playwright/test'
import { existsSync, mkdirSync } from 'node:fs'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const dir = process.argv[3] ?? '.bench/screens'
const widths = (process.env.WIDTHS ?? '390,1440').split(',').map(Number)
const routes = (process.env.ROUTES ?? '/,/services,/kitchen-renovation,/about,/missing').split(',')
mkdirSync(dir, { recursive: true })
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
})
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' })
    // Lazy images below the fold would otherwise be blank in a full-page capture.
    await page.evaluate(async () => {
      document.querySelectorAll('img').forEach((img) => (img.loading = 'eager'))
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
    })
    const name = (route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')) + `-${width}.png`
    await page.screenshot({ path: `${dir}/${name}`, fullPage: true })
    console.log(`${dir}/${name}`)
  }
  await page.close()
}
await browser.close()
