/** Paragraphs of running text at a comfortable reading width. */
export function Prose({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="text-muted-foreground max-w-3xl space-y-5 text-lg leading-relaxed">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}
