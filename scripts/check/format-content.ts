/**
 * npm run format — writes every content data file in the content editor's own YAML style
 * (lib/cms/editor-yaml.ts), so that the editor's next save of it changes only what was edited.
 * The content check lists the files that are not in that style.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { siteCmsConfig } from '@/lib/cms/site'
import { editorYaml } from '@/lib/cms/editor-yaml'

/** Each content file with the text the editor would write for it, and whether the file differs. */
export function contentFilesInEditorStyle(root = process.cwd()) {
  return siteCmsConfig({})
    .collections.flatMap((collection) => collection.files)
    .map(({ file, fields }) => {
      const text = readFileSync(join(root, file), 'utf8')
      const formatted = editorYaml(parse(text), fields)
      return { file, formatted, differs: formatted !== text }
    })
}

if (process.argv[1]?.endsWith('format-content.ts')) {
  for (const { file, formatted, differs } of contentFilesInEditorStyle()) {
    if (!differs) continue
    writeFileSync(join(process.cwd(), file), formatted)
    console.log(`format: wrote ${file}`)
  }
}
