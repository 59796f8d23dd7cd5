import localFont from 'next/font/local'

/*
 * Self-hosted variable fonts (no request to any other host): @fontsource's latin files subset to
 * the characters of the content by scripts/subset-fonts.ts, which `npm run assets` (the first step
 * of build and dev) runs, into fonts/ (ignored by git). next/font preloads them and generates a metrics-matched
 * fallback so text does not shift when they arrive.
 */
export const inter = localFont({
  src: '../fonts/inter.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
  adjustFontFallback: 'Arial',
})

export const fraunces = localFont({
  src: '../fonts/fraunces.woff2',
  variable: '--font-fraunces',
  display: 'swap',
  weight: '100 900',
  adjustFontFallback: 'Times New Roman',
})
