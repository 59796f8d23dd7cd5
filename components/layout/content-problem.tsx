/**
 * In `next dev` only (lib/content, contentProblem): the content check's own message when a saved
 * file has a mistake, above the last content that passed, so a slip at /admin reads as a sentence
 * naming the file, line and field instead of a stack trace. The export never renders it.
 */
export function ContentProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="border-b-4 border-red-800 bg-red-50 px-4 py-3 text-red-950">
      <p className="font-semibold">
        This preview shows the last content that passed the content check. Fix this, then save
        again:
      </p>
      <pre className="mt-2 font-sans text-sm break-words whitespace-pre-wrap">{message}</pre>
    </div>
  )
}
