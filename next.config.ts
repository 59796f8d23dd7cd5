import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // A static export: every route becomes an HTML file in out/, served by any CDN with no server code.
  output: 'export',
  // One canonical URL form, /about (not /about/), shared by links, canonical tags and the sitemap.
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
}

export default nextConfig
