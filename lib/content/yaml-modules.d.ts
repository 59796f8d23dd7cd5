// Content files a client component imports as a module (next.config.ts turbopack rules): only the
// error views do, since they run in the browser. Validated like every content file.
declare module '@/content/pages/error.yaml' {
  const errorPage: import('./schema').ErrorPage
  export default errorPage
}
