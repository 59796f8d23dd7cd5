/**
 * The table and the growth between runs that scripts/bench/bench-scale.ts prints.
 */
import type { Build } from './bench-scale-build'
import { kb } from './bench-scale-config'
import type { Sizes } from './bench-scale-sizes'

export const fmtKb = (bytes: number) => `${(bytes / kb).toFixed(1)} KB`

export type RunResult = {
  date: string
  projects: number
  photosPerProject: number
  photoWidth: number
  photographs: number
  machine: { cpus: string; node: string; loadBefore: number[]; loadAfter: number[] }
  generateSeconds: number
  cold: Build
  noChange: Build
  onePhotoAdded: Build
  pages: number
  biggestPage: { page: string; firstLoad: Sizes; html: Sizes; htmlRaw: number; files: string[] }
  portfolio: {
    firstLoad: Sizes
    html: Sizes
    htmlRaw: number
    budget: number
    withinBudget: boolean
  }
}

export function table(result: RunResult) {
  const b = (build: Build) =>
    `${build.seconds} s (images ${build.imageStepSeconds} s, ${build.processed} processed)`
  const rows: [string, string][] = [
    [
      `${result.projects} projects × ${result.photosPerProject} photos (${result.photoWidth} px)`,
      `${result.pages} pages, ${result.photographs} photos`,
    ],
    ['build, cold (empty image cache)', b(result.cold)],
    ['rebuild, nothing changed', b(result.noChange)],
    ['rebuild, one photo added', b(result.onePhotoAdded)],
    [
      `biggest page first load (${result.biggestPage.page}), br`,
      `${fmtKb(result.biggestPage.firstLoad.br)} (gzip ${fmtKb(result.biggestPage.firstLoad.gzip)})`,
    ],
    [
      '/portfolio first load, br',
      `${fmtKb(result.portfolio.firstLoad.br)} (gzip ${fmtKb(result.portfolio.firstLoad.gzip)})`,
    ],
    [
      '/portfolio HTML, br (raw)',
      `${fmtKb(result.portfolio.html.br)} (${fmtKb(result.portfolio.htmlRaw)})`,
    ],
    [
      '/portfolio budget',
      `< ${fmtKb(result.portfolio.budget)}: ${result.portfolio.withinBudget ? 'met' : 'EXCEEDED'}`,
    ],
  ]
  const [left, right] = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = ([label, value]: [string, string]) =>
    `| ${label.padEnd(left!)} | ${value.padEnd(right!)} |`
  return [
    line(rows[0]!),
    line(['-'.repeat(left!), '-'.repeat(right!)]),
    ...rows.slice(1).map(line),
  ].join('\n')
}

export function growth(from: RunResult, to: RunResult) {
  const ratio = (a: number, b: number) => `${(b / a).toFixed(2)}×`
  return [
    `Growth ${from.projects} → ${to.projects} projects (${from.photographs} → ${to.photographs} photos, ${from.photoWidth} px):`,
    `  cold build ${from.cold.seconds} → ${to.cold.seconds} s (${ratio(from.cold.seconds, to.cold.seconds)}); no-change rebuild ${from.noChange.seconds} → ${to.noChange.seconds} s (${ratio(from.noChange.seconds, to.noChange.seconds)}); one-photo rebuild ${from.onePhotoAdded.seconds} → ${to.onePhotoAdded.seconds} s`,
    `  pages ${from.pages} → ${to.pages}; /portfolio first load ${fmtKb(from.portfolio.firstLoad.br)} → ${fmtKb(to.portfolio.firstLoad.br)} (${ratio(from.portfolio.firstLoad.br, to.portfolio.firstLoad.br)}); biggest page ${fmtKb(from.biggestPage.firstLoad.br)} → ${fmtKb(to.biggestPage.firstLoad.br)}`,
  ].join('\n')
}
