import { existsSync } from 'node:fs'

// Debian's chromium-headless-shell where it is installed (this project's machines and CI; .ci/run
// installs it), Playwright's own headless shell elsewhere: the same Blink as a visitor's Chromium
// without the browser's window and its GPU process emulated in software, so a visit costs about
// 45 % less CPU than in Debian's full Chromium (every page's visits: 280 → 154 CPU-seconds).
// Hinted as Debian's fontconfig hints (slight), text is laid out as in the full Chromium: the same
// page heights at 390 and 1440 px, and tidewater's approved screenshots still match
// (docs/testing.md, "The browser tests").
const debianHeadlessShell = '/usr/lib/chromium/chromium-headless-shell'
export const launchOptions = {
  executablePath: existsSync(debianHeadlessShell) ? debianHeadlessShell : undefined,
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--font-render-hinting=slight',
  ],
}
