/** @jest-environment node */
/**
 * One fact, one place: the hours, phone, founding year, experience and licence are typed once in
 * Business facts; a text names them by placeholder, and one that writes them out otherwise is
 * refused. Built from the content as it stands, whatever it says.
 */
import { content } from '@/lib/content'
import { hoursText, siteFacts, withSiteFacts } from '@/lib/content/site-facts'
import { problemsAfterEdits } from './helpers/content-problems'

const site = content.site

describe('the hours, typed once as days and times', () => {
  it.each([
    [
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      '07:30',
      '16:30',
      'Monday to Friday, 7:30 AM to 4:30 PM',
    ],
    [['Saturday', 'Monday'], '12:00', '00:15', 'Monday and Saturday, 12:00 PM to 12:15 AM'],
    [
      ['Monday', 'Wednesday', 'Friday'],
      '09:05',
      '13:00',
      'Monday, Wednesday and Friday, 9:05 AM to 1:00 PM',
    ],
    [['Sunday'], '10:00', '14:00', 'Sunday, 10:00 AM to 2:00 PM'],
  ] as const)('%j from %s to %s reads "%s"', (daysOfWeek, opens, closes, expected) => {
    expect(hoursText({ daysOfWeek: [...daysOfWeek], opens, closes })).toBe(expected)
  })
})

describe('a text naming a fact by its placeholder', () => {
  it("shows the fact as Business facts hold it, and leaves a page's own placeholders", () => {
    const facts = siteFacts({ ...site, hours: { ...site.hours, opens: '07:30', closes: '16:30' } })
    expect(
      withSiteFacts({ note: ['Call {phone}, {hours}.', 'Read {number} more'] }, facts),
    ).toEqual({
      note: [
        `Call ${site.phone}, ${hoursText({ ...site.hours, opens: '07:30', closes: '16:30' })}.`,
        'Read {number} more',
      ],
    })
  })
})

describe('a fact written out in a text', () => {
  const said = (text: string) =>
    problemsAfterEdits(
      { aboutPage: (data) => (data.story.paragraphs[0] = text) },
      () => true,
    ).filter((problem) => problem.includes('Business facts say'))
  const other = (n: number) => String((n + 1) % 10)
  const otherPhone = site.phone.replace(/\d$/, (d) => other(Number(d)))

  it.each([
    ['hours', `Open ${site.hours.daysOfWeek[0]} to Friday, 6 to 2.`],
    ['phone', `Call ${otherPhone}.`],
    ['founded year', `Building here since ${site.foundedYear - 1}.`],
    ['experience', `With ${site.experienceClaim.startsWith('99+') ? 98 : 99}+ years behind us.`],
    ['licence', `CSLB license #${site.licence.number.replace(/\d$/, (d) => other(Number(d)))}.`],
  ])('is refused when it disagrees: %s', (fact, text) => {
    expect(said(text)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/pages/about\\.yaml: aboutPage\\.story\\.paragraphs\\[0\\]: says ".+", but Business facts say ".+"; write \\{${fact}\\} there instead`,
        ),
      ),
    ])
  })

  it('is accepted when it agrees, and a placeholder always agrees', () => {
    const facts = siteFacts(site)
    expect(
      said(
        `Call ${facts.phone}, ${facts.hours}; since ${facts['founded year']}, ${facts.experience}, license #${facts.licence}. Or {phone}, {hours}.`,
      ),
    ).toEqual([])
  })
})
