import type { Person } from '@/lib/content/schema'
import { Artwork } from '@/components/ui/artwork'
import { CardGrid } from '@/components/ui/card-grid'

/** The named people of the team, each with their portrait, role and a line about them. */
export function TeamMembers({ people }: { people: Person[] }) {
  return (
    <CardGrid count={people.length} columns={{ base: 1, sm: 2, lg: 4 }} gap="md">
      {people.map((person) => (
        <li
          key={person.name}
          // On a phone the portrait stands beside the words, so four people take one screen.
          className="rounded-card bg-card shadow-card ring-border/60 grid grid-cols-[5.5rem_1fr] items-start gap-x-4 p-4 ring-1 lg:block lg:p-5"
        >
          <span className="block overflow-hidden rounded-full lg:mb-4 lg:rounded-xl">
            <Artwork image={person.portrait} sizes="(min-width: 1024px) 16rem, 5.5rem" />
          </span>
          <div>
            <h3 className="text-lg leading-snug font-semibold">{person.name}</h3>
            <p className="text-accent text-sm font-semibold">{person.role}</p>
            <p className="text-muted-foreground mt-2 leading-relaxed">{person.about}</p>
          </div>
        </li>
      ))}
    </CardGrid>
  )
}
