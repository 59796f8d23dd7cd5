/**
 * npm run content:check — validates every content file in a few seconds, without building the
 * site, then lists the sample facts to replace before launch and every fact the owner has not
 * confirmed yet (`confirmed: false`). Exits 1 on a content problem (the build would fail too), and
 * on a sample fact in a launch build; otherwise these only warn. Texts changed from the
 * specification's (docs/decisions.md) and pictures no content names are notices for the owner.
 */
import { isLaunchBuild, launchLine, launchList } from '../../lib/content/launch-check'
import { specNotices } from '../../lib/content/spec-texts'
import { ContentError } from '../../lib/content/validate'
import { unusedPictures } from '@/lib/content/content-pictures'

async function main() {
  try {
    const { content, contentSources } = await import('../../lib/content')
    console.log(
      'Content check passed: every content file is valid and every link, anchor and image exists.',
    )
    const list = launchList(contentSources)
    const launch = isLaunchBuild()
    if (list.length) {
      const say = launch ? console.error : console.warn
      say(
        `\nBefore launch: ${list.length} fact(s) are still sample content or not confirmed by the owner. Each is named as the editor at /admin shows it:`,
      )
      for (const entry of list) say(`  - ${launchLine(entry)}`)
      if (launch) {
        say(
          "\nThis is a production build (SITE_LAUNCH=1, or the host's production deploy), so it stops here: nothing sample goes live. Correct or confirm each fact above at /admin, then publish again.",
        )
        process.exit(1)
      }
      say(
        'This build goes on with them (a preview); a production build refuses until the list is empty.',
      )
    } else {
      console.log("Before launch: nothing left; every fact is the firm's own and confirmed.")
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
