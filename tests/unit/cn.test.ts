import { buttonClasses } from '@/components/ui/button-link'
import { cn } from '@/lib/cn'

describe('cn', () => {
  it('lets the caller’s classes win over a component’s own (the header’s Consultation button)', () => {
    const classes = buttonClasses('primary', 'ml-2 min-h-10 py-2').split(' ')
    expect(classes).toEqual(expect.arrayContaining(['ml-2', 'min-h-10', 'py-2']))
    expect(classes).not.toContain('min-h-11')
    expect(classes).not.toContain('py-2.5')
  })

  it('skips empty values', () => {
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b')
  })
})
