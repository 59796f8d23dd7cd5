/**
 * The visitor journeys every engine runs (Firefox ESR and WebKitGTK here; Chromium runs the full
 * Playwright suite in tests/e2e, where each of these has a fuller twin). Role and text assertions
 * only: every word, label and fact comes from content (tests/e2e/content.ts, routes.ts), so the
 * journeys pass on any content set.
 */
import type { Journey } from './journey-steps'
import { formJourneys } from './journeys-form'
import { pageJourneys } from './journeys-pages'
import { photoJourneys } from './journeys-photos'

export const journeys: Journey[] = [...pageJourneys, ...formJourneys, ...photoJourneys]
