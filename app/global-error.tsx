'use client'

// Replaces the root layout when the layout itself fails, so it brings its own document and styles.
import errorPage from '@/content/pages/error.yaml'
import { ErrorView } from '@/components/error-view'
import './globals.css'

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <title>{errorPage.title}</title>
        <main>
          <ErrorView error={error} retry={retry} content={errorPage} />
        </main>
      </body>
    </html>
  )
}
