// Kept only for app/layout.tsx, which the content editor's branch is rewriting: once that lands,
// its import reads '@/lib/seo/metadata' and this file goes.
export { siteMetadata, siteViewport } from './seo/metadata'
