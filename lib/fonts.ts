import localFont from 'next/font/local'

/*
 * Self-hosted variable fonts (no request to any other host): @fontsource's latin files subset to
 * the characters of the content by scripts/build/subset-fonts.ts, which `npm run assets` (the first step
 * of build and dev) runs, into fonts/ (ignored by git), and to the weights the design uses: Inter
 * 400 to 600, Fraunces 600 alone. `weight` here must say the same (a unit test compares it with
 * `siteFonts`), so a browser asked for another weight picks the nearest the file has rather than
 * expect a range the file no longer holds. next/font preloads them and generates a
 * metrics-matched fallback so text does not shift when they arrive.
 */
export const inter = localFont({
  src: '../fonts/inter.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 600',
  adjustFontFallback: 'Arial',
})

export const fraunces = localFont({
  src: '../fonts/fraunces.woff2',
  variable: '--font-fraunces',
  display: 'swap',
  weight: '600',
  adjustFontFallback: 'Times New Roman',
})
