/**
 * A business fact stated in a text agrees with Business facts (content/site.yaml): after the hours
 * changed to 7:30-4:30, a note still saying "Monday to Friday, 8 to 5" went unnoticed. A text names
 * a fact by its placeholder ("{hours}", lib/content/site-facts.ts); one that writes it out must
 * write the same.
 */
import type { Site } from '../schema'
import { hoursText, siteFacts } from '../site-facts'
import { type ContentSource, locate, textsIn } from './describe'

const day = '(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day'
const time = '\\d{1,2}(?::\\d\\d)?(?:\\s*[AP]\\.?M\\.?)?'

/** How each fact looks written out, and the form it must take to agree. */
const statements: {
  fact: keyof ReturnType<typeof siteFacts>
  pattern: RegExp
  agrees: (written: RegExpMatchArray, site: Site) => boolean
}[] = [
  {
    fact: 'hours',
    pattern: new RegExp(`\\b${day} to ${day},?\\s+${time}\\s*(?:to|-|–)\\s*${time}`, 'gi'),
    agrees: ([written], site) => written === hoursText(site.hours),
  },
  {
    fact: 'phone',
    pattern: /\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/g,
    agrees: ([written], site) => written!.replace(/\D/g, '') === site.phone.replace(/\D/g, ''),
  },
  {
    fact: 'founded year',
    pattern: /\b(?:since|began in|started in|founded in)\s+((?:18|19|20)\d\d)\b/gi,
    agrees: ([, year], site) => Number(year) === site.foundedYear,
  },
  {
    fact: 'experience',
    pattern: /\b\d+\+?\s+years\s+(?:of\s+)?experience\b|\b\d+\+\s+years\b/gi,
    agrees: ([written], site) => written!.startsWith(site.experienceClaim),
  },
  {
    fact: 'licence',
    pattern: /\blicen[cs]e\s*(?:#|no\.?|number)?\s*(\d{6,8})\b/gi,
    agrees: ([, number], site) => number === site.licence.number,
  },
]

/** The fields of Business facts that hold the facts themselves. */
const factFields = new Set(['phone', 'experienceClaim', 'licence.number', 'licence.lookupUrl'])

export function checkSiteFacts(
  sources: readonly ContentSource[],
  parsed: { site: Site },
): string[] {
  const facts = siteFacts(parsed.site)
  return sources.flatMap((source) =>
    textsIn(source.data)
      .filter(([path]) => !(source.name === 'site' && factFields.has(path.join('.'))))
      .flatMap(([path, text]) =>
        statements.flatMap(({ fact, pattern, agrees }) =>
          [...text.matchAll(pattern)]
            .filter((written) => !agrees(written, parsed.site))
            .map(
              ([written]) =>
                `${locate(source, path)}: says "${written}", but Business facts say "${facts[fact]}"; write {${fact}} there instead, and it will always show what Business facts say`,
            ),
        ),
      ),
  )
}
