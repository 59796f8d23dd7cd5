import { formatDate } from '@/lib/format'

/** "Last reviewed: November 28, 2026" under a page's title, the date machine-readable too. */
export function DatedNote({ label, date }: { label: string; date: string }) {
  return (
    <p className="text-muted-foreground mt-6">
      {label}: <time dateTime={date}>{formatDate(date)}</time>
    </p>
  )
}
