/** A single headline figure with its explanation, e.g. the kitchen page's 15-25% claim. */
export function ValueClaim({
  figure,
  label,
  note,
}: {
  figure: string
  label: string
  note: string
}) {
  return (
    <div className="rounded-card bg-card shadow-card ring-border/60 mt-10 flex items-center gap-5 p-5 ring-1">
      <p className="flex shrink-0 flex-col">
        <span className="font-display text-primary text-4xl font-semibold whitespace-nowrap sm:text-5xl">
          {figure}
        </span>
        <span className="text-accent text-sm font-semibold tracking-wide uppercase">{label}</span>
      </p>
      <p className="text-muted-foreground">{note}</p>
    </div>
  )
}
