'use client'

// Error views run in the browser, so they read the raw content module (validated at build time
// through content/index.ts) rather than the validated bundle, which uses Node's file system.
import { errorPage } from '@/content/pages'
import { ErrorView } from '@/components/error-view'

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} content={errorPage} />
}
