'use client'

// Error views run in the browser, so they import their content file as a module (next.config.ts)
// rather than the validated content (lib/content), which reads the disk; the build validates it.
import errorPage from '@/content/pages/error.yaml'
import { ErrorView } from '@/components/error-view'

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} content={errorPage} />
}
