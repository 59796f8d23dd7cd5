/**
 * In `next dev` only (lib/content, contentProblem): the content check's own message when a saved
 * file has a mistake, above the last content that passed, so a slip at /admin reads as a sentence
 * naming the file, line and field instead of a stack trace. The export never renders it, so its
 * look is inline (next dev sends no Content-Security-Policy) and adds nothing to the site's CSS.
 * Its one sentence is written here, not in content/: it shows exactly when content/ is broken.
 * It starts below the fixed header (its height, --spacing-header, and its 1 px border), so the
 * header never hides its first lines.
 */
export function ContentProblem({ message }: { message: string }) {
  return (
    <div
      role="alert"
      style={{
        marginTop: 'calc(var(--spacing-header) + 1px)',
        borderBottom: '4px solid #9f0712',
        background: '#fef2f2',
        color: '#460809',
        padding: '0.75rem 1rem',
      }}
    >
      <p style={{ fontWeight: 600 }}>
        This preview shows the last content that passed the content check. Fix this, then save
        again:
      </p>
      <pre
        style={{
          marginTop: '0.5rem',
          fontFamily: 'inherit',
          fontSize: '0.875rem',
          overflowWrap: 'break-word',
          whiteSpace: 'pre-wrap',
        }}
      >
        {message}
      </pre>
    </div>
  )
}
