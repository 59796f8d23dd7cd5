/**
 * The hosted editor in WebKit as an iPhone meets it (webkit-editor.ts, at 390 × 844): the Assets
 * view draws its thumbnails; every entry opens with nothing changed (unchanged-save.spec.ts is
 * Chromium's, with a save of each); a date is typed, a list put in order with Move Down and a price typed
 * as "$40,000", each saved to its file. docs/cms.md, "How it works", says what was wrong and how each is met.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import { asAnIPhone, openWebKitEditor } from './webkit-editor'
import { siteCmsConfig } from '@/lib/cms/site'
import type { Service, Testimonials } from '@/lib/content/schema'

const iPhone: [number, number] = [390, 844]

test('in WebKit as on an iPhone, the Assets view shows every picture on the screen as its thumbnail', async ({}, testInfo) => {
  test.setTimeout(120_000)
  const { engine, button, close } = await openWebKitEditor(testInfo.outputPath('website'), {
    viewport: iPhone,
  })
  try {
    await engine.open('/#/assets/-/all')
    // Each picture in view (the grid draws the others as they are scrolled to): its thumbnail's
    // <img> has a source and has loaded it. Before, each stayed without a source in WebKit.
    const thumbnails = () =>
      engine.run<{ source: string; width: number; loaded: boolean }[]>(
        `return Array.prototype.filter.call(document.querySelectorAll('[aria-label="Asset Library"] img'),
          function (img) { var box = img.getBoundingClientRect(); return isVisible(img) && box.top < innerHeight && box.bottom > 0; })
        .map(function (img) { return { source: img.getAttribute('src') || '', width: img.naturalWidth, loaded: img.complete }; })`,
      )
    await expect
      .poll(
        async () => {
          const shown = await thumbnails()
          return shown.length >= 4 && shown.every(({ source, width }) => source && width > 0)
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    for (const { source, width, loaded } of await thumbnails()) {
      expect(source).toMatch(/^blob:/)
      expect(loaded).toBe(true)
      expect(width).toBeGreaterThan(0)
    }
    // Where the hint at each picture field sends the office to upload several photos at once.
    await button('Upload New Assets')
    // Drawn here, from nothing outside the editor's origin: the CSP refused nothing.
    expect(await engine.run<string[]>('return window.cspViolations')).toEqual([])
  } finally {
    await close()
  }
})

test("in WebKit at an iPhone's size, every entry opens unchanged: Save stays off, no file is written", async ({}, testInfo) => {
  const addresses = siteCmsConfig({}).collections.flatMap((collection) =>
    collection.files.map((file) => `/#/collections/${collection.name}/entries/${file.name}`),
  )
  test.setTimeout(60_000 + addresses.length * 10_000)
  const { engine, repository, find, button, close } = await openWebKitEditor(
    testInfo.outputPath('website'),
    { viewport: iPhone },
  )
  const files = () =>
    readdirSync(join(repository, 'content'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => [name, readFileSync(join(repository, 'content', name), 'utf8')])
  const before = files()
  try {
    for (const address of addresses) {
      await engine.open(address)
      // The form drawn (its first field), and a moment for anything Sveltia fills in as it opens:
      // a default added or a number made text would turn Save on.
      await find(
        'var field = document.querySelector(\'[role="group"][aria-label$=" Field"]\'); return field && isVisible(field) ? mark(field) : null',
      )
      const saveIsOff = () =>
        engine.run<boolean | null>(
          'var save = visibleByRole("button", "Save", "body"); return save ? save.disabled || save.getAttribute("aria-disabled") === "true" : null',
        )
      await expect.poll(saveIsOff).not.toBeNull()
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect({ address, saveIsOff: await saveIsOff() }).toEqual({ address, saveIsOff: true })
      // Closed as a person closes it: Sveltia draws no form for an entry's address reached from
      // another open entry.
      await engine.click(await button('Cancel Editing'))
      await expect
        .poll(() => engine.run<boolean>('return !visibleByRole("button", "Save", "body")'))
        .toBe(true)
    }
    expect(files()).toEqual(before)
  } finally {
    await close()
  }
})

test("in WebKit at an iPhone's size, a date typed into a testimonial is saved to the file", async ({}, testInfo) => {
  test.setTimeout(120_000)
  const { engine, repository, find, button, close } = await openWebKitEditor(
    testInfo.outputPath('website'),
    { viewport: iPhone },
  )
  const file = join(repository, 'content/testimonials.yaml')
  const original = readFileSync(file, 'utf8')
  const before = (parse(original) as Testimonials).items[0]!.date
  try {
    await engine.open('/#/collections/testimonials/entries/testimonials')
    await engine.click(await button('Expand All', '[aria-label="“\u2068Items\u2069” Field"]'))
    // The first testimonial's date: WebKit's own date box, shown as 10/08/2024 (an iPhone opens its
    // date wheel instead, Safari on a Mac this box). A click puts the caret in the part under it,
    // ArrowLeft takes it to the first, the month; typed as it shows, the slash moves to the next.
    const date = await find(
      'var box = document.querySelector(\'[aria-label="“\u2068Date\u2069” Field"] input[type="date"]\'); return box && isVisible(box) ? mark(box) : null',
    )
    await engine.click(date)
    for (let part = 0; part < 3; part++) await engine.press('ArrowLeft')
    await engine.type('11/02/2026')
    expect(await engine.run<string>('return document.querySelector(args[0]).value', date)).toBe(
      '2026-11-02',
    )
    await engine.click(await button('Save'))
    await expect
      .poll(() => (parse(readFileSync(file, 'utf8')) as Testimonials).items[0]!.date, {
        timeout: 20_000,
      })
      .toBe('2026-11-02')
    // That line alone changed.
    expect(readFileSync(file, 'utf8')).toBe(original.replace(`date: ${before}`, 'date: 2026-11-02'))
  } finally {
    await close()
  }
})

test('in WebKit as on an iPhone, Move Down puts a service after the next one, and Save writes that order', async ({}, testInfo) => {
  test.setTimeout(120_000)
  const { engine, repository, find, button, close } = await openWebKitEditor(
    testInfo.outputPath('website'),
    { viewport: iPhone, pageScript: asAnIPhone },
  )
  const file = join(repository, 'content/services.yaml')
  const ids = () =>
    (parse(readFileSync(file, 'utf8')) as { items: Service[] }).items.map((item) => item.id)
  const [first, second, ...rest] = ids()
  try {
    await engine.open('/#/collections/services/entries/services')
    // Where there is no mouse Sveltia gives each item Move Up and Move Down, not a drag handle.
    await engine.click(
      await find(
        'var list = document.querySelector(\'[aria-label="“\u2068Items\u2069” Field"]\'); var down = list && list.querySelector(\'button[aria-label="Move Down"]\'); return down && isVisible(down) ? mark(down) : null',
      ),
    )
    // No item is left half transparent, as a failed drag left one in WebKit.
    const opacities = await engine.run<number[]>(
      `var list = document.querySelector('[aria-label="“\u2068Items\u2069” Field"]');
      return Array.prototype.map.call(list.querySelectorAll('.item'), function (item) {
        var opacity = 1;
        for (var node = item; node && node !== list; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
        return opacity;
      })`,
    )
    expect(opacities.length).toBeGreaterThan(1)
    expect(opacities.filter((opacity) => opacity !== 1)).toEqual([])
    await engine.click(await button('Save'))
    await expect.poll(ids, { timeout: 20_000 }).toEqual([second, first, ...rest])
  } finally {
    await close()
  }
})

test('in WebKit at an iPhone\'s size, a price typed as "$40,000" is saved as 40000, "$40.000" refused before Save', async ({}, testInfo) => {
  test.setTimeout(120_000)
  const { engine, repository, find, button, close } = await openWebKitEditor(
    testInfo.outputPath('website'),
    { viewport: iPhone },
  )
  const file = join(repository, 'content/services.yaml')
  const original = readFileSync(file, 'utf8')
  const before = (parse(original) as { items: Service[] }).items[0]!.price!.cost!.from
  try {
    await engine.open('/#/collections/services/entries/services')
    // The first service's price, and its cost inside it, fold out. A tap on Expand All while
    // Sveltia still draws the list is lost, so it is tapped again until the price shows.
    const visibleButton = (name: string, scope: string) =>
      engine.run<string | null>(
        'return mark(visibleByRole("button", args[0], args[1]))',
        name,
        scope,
      )
    let expandPrice: string | null = null
    await expect(async () => {
      const expandAll = await visibleButton(
        'Expand All',
        '[aria-label="“\u2068Items\u2069” Field"]',
      )
      if (expandAll) await engine.click(expandAll)
      await expect
        .poll(
          async () =>
            (expandPrice = await visibleButton(
              'Expand',
              '[aria-label="“\u2068Price\u2069” Field"]',
            )),
          { timeout: 5000 },
        )
        .not.toBeNull()
    }).toPass({ timeout: 40_000 })
    await engine.click(expandPrice!)
    await engine.click(await button('Expand', '[aria-label="“\u2068Cost\u2069” Field"]'))
    const from = await find(
      'var box = document.querySelector(\'[aria-label="“\u2068From\u2069” Field"] input\'); return box && isVisible(box) ? mark(box) : null',
    )
    // Typed, key by key, into the emptied box, as a person would.
    const typeInto = async (text: string) => {
      await engine.run(
        'var box = document.querySelector(args[0]); box.value = ""; box.dispatchEvent(new Event("input", { bubbles: true }))',
        from,
      )
      await engine.click(from)
      await engine.type(text)
    }
    await typeInto('$40.000')
    await engine.click(await button('Save'))
    await find(
      'var field = document.querySelector(\'[aria-label="“\u2068From\u2069” Field"]\'); return field && /must be whole dollars/.test(field.textContent) ? mark(field) : null',
    )
    // On a phone the message shows at the bottom: the title bar's Save stays free to press.
    await typeInto('$40,000')
    await engine.click(await button('Save'))
    await expect
      .poll(() => readFileSync(file, 'utf8'), { timeout: 20_000 })
      .toBe(original.replace(`from: ${before}`, 'from: 40000'))
  } finally {
    await close()
  }
})
