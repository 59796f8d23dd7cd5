import localFont from 'next/font/local'

/*
 * Self-hosted variable fonts from @fontsource (no request to any other host). next/font preloads
 * them and generates a metrics-matched fallback so text does not shift when they arrive.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
  adjustFontFallback: 'Arial',
})

export const fraunces = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-fraunces',
  display: 'swap',
  weight: '100 900',
  adjustFontFallback: 'Times New Roman',
})
