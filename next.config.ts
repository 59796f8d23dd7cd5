import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'

/** Next's own page extensions (the default of `pageExtensions`). */
const pageExtensions = ['tsx', 'ts', 'jsx', 'js']

export default function nextConfig(phase: string): NextConfig {
  return {
    // A static export: every route becomes an HTML file in out/, served by any CDN with no server code.
    output: 'export',
    // One canonical URL form, /about (not /about/), shared by links, canonical tags and the sitemap.
    trailingSlash: false,
    images: { unoptimized: true },
    poweredByHeader: false,
    // Metadata in the <head> of every page, never streamed into the <body> after it: the pages
    // read content inside generateMetadata (so `next dev` follows a save), and a streamed result
    // could land in a different order from one build to the next.
    htmlLimitedBots: /.*/,
    // The same source must build the same pages: the inline scripts carry the build id, and the
    // Content-Security-Policy committed in vercel.json and deploy/nginx.conf lists their hashes.
    // Links are plain <a> (no client-side navigation), so no build-id check between deploys is lost.
    generateBuildId: async () => 'saltwood-design-build',
    reactStrictMode: true,
    // npm test type-checks the whole repository first (npm run check) and then builds three content
    // sets from the same code; it sets TYPES_CHECKED so each build skips repeating that check
    // (about 30 s each in CI). Every other build, npm start's included, type-checks as usual.
    typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === 'true' },
    // The content editor (app/admin/*.dev.ts) is a route in `next dev` only: the export never has
    // an /admin, and its headers and Content-Security-Policy stay those of the public site.
    pageExtensions:
      phase === PHASE_DEVELOPMENT_SERVER ? [...pageExtensions, 'dev.ts'] : pageExtensions,
    // `npm run dev -- --lan` (scripts/serve/dev-address.mjs): a phone opening the preview at this
    // machine's network address gets next dev's own scripts too, which it refuses to other origins.
    allowedDevOrigins: process.env.DEV_LAN_ADDRESSES?.split(',').filter(Boolean),
    // The error views run in the browser, which cannot read content/ from the disk as the server
    // pages do (lib/content): they import their YAML file, turned into a module here. The content
    // check and the build validate the same file first.
    turbopack: { rules: { '*.yaml': { loaders: ['yaml-loader'], as: '*.js' } } },
    // /admin in `next dev` bundles its check before Save with esbuild (lib/cms/site.ts), a native
    // binary that must be required as it is, not bundled.
    serverExternalPackages: ['esbuild'],
    // Turbopack keeps its work in .next/cache between builds and dev sessions; CI builds each
    // content set once in a fresh tree and never keeps it, so writing it there is wasted work
    // (about 12 s of each content set's build): Next's own advice for such builds.
    experimental: {
      turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
      turbopackFileSystemCacheForDev: process.env.CI !== 'true',
    },
  }
}
