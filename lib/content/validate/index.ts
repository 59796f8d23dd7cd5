/**
 * Checks every content file against its schema and against the rest of the site (links, anchors,
 * ids, image files). Each problem becomes one plain sentence naming the file, the item and the
 * field, so an editor can find and fix it. Each kind of check is in its own module here.
 */
import type { z } from 'zod'
import { ContentError, type ContentSource, locate, issueMessage, type PathKey } from './describe'
import { checkDuplicateIds, checkImages, checkPhotoSizes, checkPublishedNames } from './ids-images'
import { checkLinks, collectAnchors } from './links'
import {
  checkAreas,
  checkReferences,
  checkServiceCategories,
  checkStatementLink,
  checkTestimonials,
} from './references'
import { checkServicePages } from './service-pages'
import { checkSiteFacts } from './site-facts'
import {
  checkBudgetsAgainstServices,
  checkFeeBasis,
  checkPayments,
  checkStepCounts,
} from './agreement'
import { checkProcessStages, checkServiceDurations } from './durations'
import { checkProjectTitles, checkTitleLengths } from './titles'

export {
  ContentError,
  type ContentSource,
  fieldName,
  type PathKey,
  withFormLabels,
} from './describe'
export { photoMinWidth } from './ids-images'
export { longestTitle } from './titles'

export type ValidateOptions = {
  fileExists: (publicPath: string) => boolean
  /** For each content name holding an id list, where that list is. */
  idLists: Record<string, PathKey[]>
}

/** The validated content: each source's name with the type its schema gives. */
export type ContentOf<Sources extends readonly Pick<ContentSource, 'name' | 'schema'>[]> = {
  [Source in Sources[number] as Source['name']]: z.output<Source['schema']>
}

/** Validates every source; returns the parsed data by name, or throws ContentError listing every problem. */
export function validateContent<const Sources extends readonly ContentSource[]>(
  sources: Sources,
  options: ValidateOptions,
): ContentOf<Sources> {
  const problems: string[] = []
  const parsed: Record<string, unknown> = {}
  for (const source of sources) {
    if (source.readProblems?.length) {
      problems.push(...source.readProblems)
      continue
    }
    const result = source.schema.safeParse(source.data)
    if (result.success) parsed[source.name] = result.data
    else
      problems.push(
        ...result.error.issues.map((issue) => {
          // An unknown field is named at its own line, as part of the group that holds it.
          const linePath =
            issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path
          return `${locate(source, issue.path, linePath)}: ${issueMessage(issue, source.data, source.schema)}`
        }),
      )
  }
  problems.push(...checkDuplicateIds(sources, options.idLists))
  problems.push(...checkImages(sources, options.fileExists))
  problems.push(...checkPhotoSizes(sources))
  problems.push(...checkPublishedNames(sources))
  if (problems.length === 0) {
    problems.push(
      ...checkLinks(sources, collectAnchors(parsed as Parameters<typeof collectAnchors>[0])),
      ...checkReferences(sources, parsed as Parameters<typeof checkReferences>[1]),
      ...checkAreas(sources, parsed as Parameters<typeof checkAreas>[1]),
      ...checkTestimonials(sources, parsed as Parameters<typeof checkTestimonials>[1]),
      ...checkServiceCategories(sources, parsed as Parameters<typeof checkServiceCategories>[1]),
      ...checkStatementLink(sources, parsed as Parameters<typeof checkStatementLink>[1]),
      ...checkServicePages(sources, parsed as Parameters<typeof checkServicePages>[1]),
      ...checkTitleLengths(sources, (parsed as { site: { name: string } }).site.name),
      ...checkProjectTitles(sources, parsed as Parameters<typeof checkProjectTitles>[1]),
      ...checkStepCounts(sources),
      ...checkSiteFacts(sources, parsed as Parameters<typeof checkSiteFacts>[1]),
      ...checkPayments(sources, parsed as Parameters<typeof checkPayments>[1]),
      ...checkFeeBasis(sources),
      ...checkProcessStages(sources, parsed as Parameters<typeof checkProcessStages>[1]),
      ...checkServiceDurations(sources, parsed as Parameters<typeof checkServiceDurations>[1]),
      ...checkBudgetsAgainstServices(
        sources,
        parsed as Parameters<typeof checkBudgetsAgainstServices>[1],
      ),
    )
  }
  if (problems.length) throw new ContentError(problems)
  // Every source parsed without a problem, so each entry has its schema's output type.
  return parsed as ContentOf<Sources>
}
