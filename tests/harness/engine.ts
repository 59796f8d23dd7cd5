/**
 * The two engines Playwright's Chromium does not cover, each behind the same small interface the
 * engines' journeys (tests/engines/journeys.ts) and the content editor's WebKit test use: Firefox ESR
 * (firefox.ts) and WebKitGTK, Safari's engine family (webkit.ts). Both are Debian's packages
 * (.ci/run installs them): npm's install scripts never run here, so nothing downloads a browser.
 */
import sharp from 'sharp'
import { pageLibrary } from './page-library'

export type Key = 'Tab' | 'Enter' | 'Escape' | 'Shift' | 'ArrowRight' | 'ArrowLeft' | 'End' | 'Home'

export interface Engine {
  name: string
  /** Opens a path of the site and waits for the page's load event. */
  open(path: string): Promise<void>
  /** Runs `body` in the page, with the page library's helpers (page-library.ts) and `args` in scope. */
  run<T>(body: string, ...args: unknown[]): Promise<T>
  /** A real click on the element the CSS selector finds, scrolled into view instantly first. */
  click(selector: string): Promise<void>
  /** Chooses a file of this machine in the file input the CSS selector finds (hidden or not), as a person's file picker would. */
  upload(selector: string, file: string): Promise<void>
  /** A real key press, to whatever has focus. */
  press(key: Key): Promise<void>
  /** Types text as key presses, to whatever has focus. */
  type(text: string): Promise<void>
  /** Sets the viewport (the inner size) to this width and height in CSS pixels. */
  resize(width: number, height: number): Promise<void>
  /** The whole page (beyond the viewport), at one device pixel per CSS pixel. */
  screenshot(): Promise<Pixels>
  /** The browser's Back, as its button or a phone's Back gesture: not the page's history.back(). */
  back(): Promise<void>
  /** The browser's Forward. */
  forward(): Promise<void>
  url(): Promise<string>
  close(): Promise<void>
}

/** An image as its pixels: four bytes (red, green, blue, alpha) a pixel, row after row. */
export interface Pixels {
  width: number
  height: number
  data: Buffer
}

/**
 * A PNG's pixels, decoded by sharp (libvips): a page's full-length capture takes 0.2 s there
 * against 0.7 s in pngjs, and a capture is never encoded again unless it is to be written.
 */
export async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, data }
}

/** Pixels as a PNG file's bytes, to write. */
export const pngOf = ({ width, height, data }: Pixels) =>
  sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer()

/** Wraps the in-page helpers around a journey's script (both drivers pass `args` the same way). */
export const inPage = (body: string) => `${pageLibrary}\n${body}`

/** Scrolls the element into view at once (no smooth scrolling), so a click lands where it is. */
export const scrollIntoView = `var el = document.querySelector(args[0]); if (!el) throw new Error('no element ' + args[0]);
el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' }); return true`
