import { test } from '@playwright/test'
import { onTidewater } from './content'

/**
 * Tests whose subject is content an editor may remove, registered on the tidewater content set
 * only (see `tidewater` in content.ts), where npm test's tidewater stage runs them (`--grep
 * @content`); on content/ and the editor's path they are not registered at all. To run them:
 *
 *   bash scripts/test/with-content-set.sh tests/fixtures/content-sets/tidewater bash -c \
 *     'npm run build && npx playwright test --project=chromium gallery.spec.ts'
 */
export function describeOnTidewater(title: string, body: () => void) {
  if (onTidewater) test.describe(title, { tag: '@content' }, body)
}
