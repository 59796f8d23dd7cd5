import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // A static export: every route becomes an HTML file in out/, served by any CDN with no server code.
  output: 'export',
  // One canonical URL form, /about (not /about/), shared by links, canonical tags and the sitemap.
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  // The same source must build the same pages: the inline scripts carry the build id, and the
  // Content-Security-Policy committed in vercel.json and deploy/nginx.conf lists their hashes.
  // Links are plain <a> (no client-side navigation), so no build-id check between deploys is lost.
  generateBuildId: async () => 'saltwood-design-build',
  reactStrictMode: true,
  // The error views run in the browser, which cannot read content/ from the disk as the server
  // pages do (lib/content): they import their YAML file, turned into a module here. The content
  // check and the build validate the same file first.
  turbopack: { rules: { '*.yaml': { loaders: ['yaml-loader'], as: '*.js' } } },
}

export default nextConfig
