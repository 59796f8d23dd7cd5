// pa11y ships no types; the options and results scripts/check/check-markup.mjs uses.
declare module 'pa11y' {
  type Issue = {
    runner: 'axe' | 'htmlcs'
    code: string
    type: 'error' | 'warning' | 'notice'
    message: string
    selector: string
    runnerExtras?: { needsFurtherReview?: boolean }
  }
  type Options = {
    browser?: import('puppeteer').Browser
    runners?: ('axe' | 'htmlcs')[]
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA'
    includeWarnings?: boolean
    includeNotices?: boolean
    viewport?: { width: number; height: number }
    timeout?: number
    log?: {
      debug(message: string): void
      error(message: string): void
      info(message: string): void
    }
  }
  export default function pa11y(url: string, options?: Options): Promise<{ issues: Issue[] }>
}
