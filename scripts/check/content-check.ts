/**
 * npm run content:check — validates every content file in a few seconds, without building the
 * site, then lists the placeholder facts that must be replaced before launch and every fact the owner
 * has not confirmed yet (`confirmed: false`: permit notes, prices, testimonials, insurance, the
 * process and warranty). Exits 1 on a content problem (the build
 * would fail too); placeholders and unconfirmed notes only warn, and texts changed from the
 * specification's (docs/decisions.md) are listed as a notice for the owner, as are the pictures
 * of content/images that no content names.
 */
import { launchWarnings, unconfirmedFacts } from '../../lib/content/launch-check'
import { specNotices } from '../../lib/content/spec-texts'
import { ContentError } from '../../lib/content/validate'
import { unusedPictures } from '@/lib/content/content-pictures'

async function main() {
  try {
    const { content, contentSources } = await import('../../lib/content')
    console.log(
      'Content check passed: every content file is valid and every link, anchor and image exists.',
    )
    const warnings = launchWarnings(content.site)
    if (warnings.length) {
      console.warn(`\nLaunch check: ${warnings.length} placeholder fact(s) still in place:`)
      for (const warning of warnings) console.warn(`  ! ${warning}`)
      console.warn('The site builds with them, but replace them before publishing.')
    } else {
      console.log('Launch check passed: no placeholder facts left.')
    }
    const unconfirmed = unconfirmedFacts(contentSources)
    if (unconfirmed.length) {
      console.warn(
        `\nLaunch check: ${unconfirmed.length} fact(s) for the owner to confirm (permit notes, prices, testimonials, insurance, the process and warranty):`,
      )
      for (const fact of unconfirmed) console.warn(`  ? ${fact}`)
      console.warn(
        'The site shows them; confirm each (or correct it) before publishing. A testimonial is confirmed only when a real client said it, where its source says; a person of the team, when they work here under that name and role.',
      )
    } else {
      console.log('Launch check passed: every fact the owner vouches for is confirmed.')
    }
    // A file in another style is fine, but the editor's next save would rewrite more than it edits.
    const { contentFilesInEditorStyle } = await import('./format-content')
    const unformatted = contentFilesInEditorStyle().filter((file) => file.differs)
    if (unformatted.length)
      console.log(
        `\nNotice: ${unformatted.map((f) => f.file).join(', ')} not in the content editor's layout; \`npm run format\` rewrites them so that a save at /admin changes only what it edits.`,
      )
    const unused = unusedPictures(process.cwd())
    if (unused.length)
      console.warn(
        `\nNotice: ${unused.length} picture(s) in content/images that no content names (a photo removed from a form, or replaced, stays in the folder): ${unused.join(', ')}. Use or delete each (at /admin: Assets, then Delete); the site never publishes them.`,
      )
    const notices = specNotices(content)
    console.log(
      notices.length
        ? `\nNotice: ${notices.length} text(s) differ from the specification's (fine if intended):\n${notices.map((n) => `  · ${n}`).join('\n')}`
        : 'Every text the specification quotes is in the content, word for word.',
    )
  } catch (error) {
    if (error instanceof ContentError || (error as Error)?.name === 'ContentError') {
      console.error((error as Error).message)
      process.exit(1)
    }
    throw error
  }
}

void main()
