// @ts-check
/**
 * The one source of the site's response headers. scripts/build/generate-headers.mjs turns it, together
 * with the hashes of the inline scripts and styles it finds in the built export, into
 * out/_headers (Cloudflare Pages, Netlify), vercel.json and deploy/nginx.conf. Change headers here,
 * then run `npm run build`; never edit the generated files.
 */

/**
 * Content-Security-Policy directives before the build adds its hashes. Nothing is allowed unless
 * named here ('none' by default). Each source says why the site needs it.
 * @type {Record<string, string[]>}
 */
export const contentSecurityPolicy = {
  'default-src': ["'none'"],
  // The islands' modules (/_next/static/islands/); the build adds the sha256 of every inline
  // script of every exported page (the loader's, the same on every page).
  'script-src': ["'self'"],
  // The compiled stylesheet; the build adds the sha256 of the stylesheet the toast library inserts.
  'style-src': ["'self'"],
  // Artwork under /images and the icons, all served from the site itself; data: for the blurred
  // placeholder of a few hundred bytes shown under each photograph until it arrives.
  'img-src': ["'self'", 'data:'],
  // The two self-hosted variable fonts under /_next/static/media.
  'font-src': ["'self'"],
  // The site's scripts fetch nothing (the islands' props are in the page), but Lighthouse reads
  // /robots.txt with fetch() from the page: 'none' costs its SEO audit (robots-txt, 92 not 100).
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  // The contact form's no-script fallback posts to a mailto: address; nothing else is submitted.
  'form-action': ['mailto:'],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': [],
}

/** Sent with every response. */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': [
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'encrypted-media=()',
    'fullscreen=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'idle-detection=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'publickey-credentials-get=()',
    'screen-wake-lock=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', '),
  // No Cross-Origin-Opener-Policy: the owner dropped it (docs/decisions.md, "Cross-Origin-Opener-Policy").
  'Cross-Origin-Resource-Policy': 'same-origin',
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'DENY',
}

/**
 * Paths whose files other sites may embed: the social cards (scripts/build/generate-social-images.mts
 * writes them to public/og/), which chat apps and social networks fetch for link previews from
 * their own origin. They get `Cross-Origin-Resource-Policy: cross-origin`; everything else keeps
 * `same-origin`. Patterns in _headers syntax, under one folder each.
 */
export const crossOriginResourcePaths = ['/og/*']

/**
 * Paths that hold only image files. A browser that opens one directly (the gallery's thumbnails
 * link to the full-size photographs, so they work without script) shows it in its own image
 * viewer, whose inline styles the pages' policy would block. These paths get a policy for an
 * image and nothing else: no script at all (an SVG opened on its own runs none), inline styles
 * only for the viewer. Patterns in _headers syntax, under one folder each.
 */
export const imagePaths = ['/images/*', '/icons/*', '/og/*']

/** The Content-Security-Policy directives of imagePaths. */
export const imagePolicy = {
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
}

/**
 * Cache rules. Files under /_next/static have a content hash in their name, so they never change;
 * everything else (HTML, Next's unused .txt payloads, artwork) is revalidated on every request. The path
 * patterns do not overlap: a CDN that matches several rules would join two Cache-Control values.
 */
export const cacheRules = [
  { paths: ['/_next/static/*'], cacheControl: 'public, max-age=31536000, immutable' },
  {
    paths: [
      '/',
      '/:page',
      '/:section/:file',
      // Deeper paths, one pattern per depth so no two overlap: the portfolio's filter and project
      // pages with their payload files (/portfolio/category/<id>/area/<slug>/__next….txt is six
      // deep), the area pages' payload files and the photographs' responsive copies.
      '/portfolio/:a/:b',
      '/portfolio/:a/:b/:c',
      '/portfolio/:a/:b/:c/:d',
      '/portfolio/:a/:b/:c/:d/:e',
      '/areas/:a/:b',
      '/images/:a/:b',
    ],
    cacheControl: 'public, max-age=0, must-revalidate',
  },
]
