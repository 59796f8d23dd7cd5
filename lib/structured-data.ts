// Kept only for app/layout.tsx, which the content editor's branch is rewriting: once that lands,
// its import reads '@/lib/seo/structured-data' and this file goes.
export { businessJsonLd } from './seo/structured-data'
