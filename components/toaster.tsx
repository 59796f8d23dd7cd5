// Kept only for app/layout.tsx, which the content editor's branch is rewriting: once that lands,
// its import reads '@/components/contact-form/toaster' and this file goes.
export { Toaster } from './contact-form/toaster'
