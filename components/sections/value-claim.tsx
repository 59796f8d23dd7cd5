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
    <div className="rounded-card bg-card shadow-card ring-border/60 mt-10 flex flex-col gap-3 p-5 ring-1 sm:flex-row sm:items-center sm:gap-5">
      <p className="flex flex-col sm:max-w-[55%] sm:shrink-0">
        <span className="font-display text-primary text-4xl font-semibold sm:text-5xl">
          {/* A figure such as "15-25%" never breaks inside a word; "6–10 weeks" may wrap at the space. */}
          {figure.split(' ').map((word, index) => (
            <span key={index} className="whitespace-nowrap">
              {index > 0 && ' '}
              {word}
            </span>
          ))}
        </span>
        <span className="text-accent text-sm font-semibold tracking-wide uppercase">{label}</span>
      </p>
      <p className="text-muted-foreground">{note}</p>
    </div>
  )
}
