import type { Areas, Portfolio, PortfolioPage } from '@/lib/content/schema'
import { portfolioFilterHref, portfolioFiltersId } from '@/lib/content/urls'
import { cn } from '@/lib/cn'
import { countText, type FilterState, filterState } from '@/lib/portfolio/rules'

type Option = { label: string; href: string; current: boolean; count: number }

const optionBox =
  'rounded-control inline-flex min-h-11 items-center border px-4 py-2 text-sm font-semibold'

/**
 * One option: a link to its page, or, for a choice that would show no project, its name and count
 * "(0)" in place, so no filter leads to an empty list.
 */
function FilterOption({ option, none }: { option: Option; none: string }) {
  if (option.count === 0)
    return (
      <span
        aria-current={option.current ? 'page' : undefined}
        className={cn(optionBox, 'border-border text-muted-foreground border-dashed')}
      >
        {option.label}
        <span aria-hidden="true" className="ms-1.5 font-normal">
          (0)
        </span>
        <span className="sr-only">, {none}</span>
      </span>
    )
  return (
    <a
      href={option.href}
      aria-current={option.current ? 'page' : undefined}
      className={cn(
        optionBox,
        'transition-colors',
        option.current
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-primary/30 bg-card text-primary hover:border-primary hover:bg-muted',
      )}
    >
      {option.label}
    </a>
  )
}

function FilterGroup({
  id,
  label,
  options,
  none,
}: {
  id: string
  label: string
  options: Option[]
  none: string
}) {
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-2 sm:flex-row sm:gap-4">
      <p id={id} className="text-muted-foreground min-w-36 pt-2.5 text-sm font-semibold">
        {label}
      </p>
      {/* Inline boxes in balanced lines, not a flex row: where the options wrap, the lines share
          them evenly ("All Kitchens / Baths Renovations"), never one option left alone below. The
          negative margins take back the space after each line's last option and below the last line. */}
      <ul className="-me-2 -mb-2 text-balance">
        {options.map((option) => (
          <li key={option.href} className="me-2 mb-2 inline-block align-top">
            <FilterOption option={option} none={none} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The portfolio's filters: two groups of plain links (service category, area), each with an "All"
 * option. Every combination is its own page, so they work without JavaScript and can be shared;
 * the chosen option of each group is marked aria-current="page". An option that would show no
 * project is no link: it shows its count, (0), where it stands.
 */
export function PortfolioFilters({
  portfolio,
  areas,
  page,
  state,
}: {
  portfolio: Portfolio
  areas: Areas
  page: PortfolioPage
  state: FilterState
}) {
  const category = state.category?.id
  const area = state.area?.slug
  const none = countText(page.count, 0)
  const count = (categoryId?: string, areaSlug?: string) =>
    filterState(portfolio, areas, categoryId, areaSlug)?.projects.length ?? 0
  /** "All" and each choice of one filter, the other filter kept as it is: category, then area. */
  const options = (
    choices: { key: string; label: string }[],
    selected: string | undefined,
    filters: (key?: string) => [string | undefined, string | undefined],
  ) =>
    [{ key: undefined, label: page.filters.all }, ...choices].map(({ key, label }) => ({
      label,
      href: portfolioFilterHref(...filters(key)),
      current: key === selected,
      count: count(...filters(key)),
    }))
  return (
    <nav
      id={portfolioFiltersId}
      aria-label={page.filters.label}
      className="rounded-card bg-card shadow-card ring-border/60 space-y-4 p-5 ring-1 sm:p-6"
    >
      <FilterGroup
        id="filter-category"
        label={page.filters.category}
        none={none}
        options={options(
          portfolio.categories.map(({ id, label }) => ({ key: id, label })),
          category,
          (key) => [key, area],
        )}
      />
      <FilterGroup
        id="filter-area"
        label={page.filters.area}
        none={none}
        options={options(
          areas.items.map(({ slug, name }) => ({ key: slug, label: name })),
          area,
          (key) => [category, key],
        )}
      />
    </nav>
  )
}
