import { render, screen } from '@testing-library/react'
import { balancedColumns, CardGrid } from '@/components/ui/card-grid'

describe('balancedColumns', () => {
  it.each([
    // [cards, most per row, columns]
    [1, 3, 2], // a lone card keeps the width it has beside another, never a full-width row
    [2, 3, 2],
    [3, 3, 3],
    [4, 3, 2], // 2 + 2 rather than 3 + 1
    [5, 3, 3],
    [7, 4, 4], // 4 + 3
    [8, 4, 4],
    [6, 4, 3], // 3 + 3 rather than 4 + 2
    [12, 4, 4],
    [12, 3, 3],
    [5, 1, 1],
  ])('%i cards with at most %i per row: %i columns', (count, max, columns) => {
    expect(balancedColumns(count, max)).toBe(columns)
  })

  it('stays between two columns and the most per row, for any count', () => {
    for (let count = 1; count <= 40; count++) {
      for (const max of [2, 3, 4]) {
        const columns = balancedColumns(count, max)
        expect(columns).toBeLessThanOrEqual(max)
        expect(columns).toBeGreaterThanOrEqual(Math.min(2, max))
      }
    }
  })
})

describe('CardGrid', () => {
  it('renders the list element asked for, with every item and its accessible name', () => {
    render(
      <CardGrid as="ol" label="Steps" count={3} columns={{ md: 2, lg: 4 }}>
        <li>One</li>
        <li>Two</li>
        <li>Three</li>
      </CardGrid>,
    )
    const list = screen.getByRole('list', { name: 'Steps' })
    expect(list.tagName).toBe('OL')
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    // Three cards fit on one wide row: three columns there, two from md.
    expect(list).toHaveClass('lg:[--columns:3]', 'md:[--columns:2]', '[--columns:1]')
  })
})
