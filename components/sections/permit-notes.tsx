import { ClipboardCheck } from 'lucide-react'

/** Permit and design-review notes for an area, one per line. */
export function PermitNotes({ notes }: { notes: { text: string }[] }) {
  return (
    <ul className="grid max-w-3xl gap-3">
      {notes.map((note, index) => (
        <li
          key={index}
          className="rounded-card bg-card ring-border/60 flex gap-4 p-5 leading-relaxed ring-1"
        >
          <ClipboardCheck aria-hidden="true" className="text-accent mt-0.5 size-5 shrink-0" />
          <span>{note.text}</span>
        </li>
      ))}
    </ul>
  )
}
