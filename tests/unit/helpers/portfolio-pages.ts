/** What the portfolio's page tests (portfolio-pages-*.test.tsx) read from the rendered pages and content. */
import { screen, within } from '@testing-library/react'
import { newestFirst } from '@/components/sections/testimonials'
import { content } from '@/lib/content'

const { portfolio, portfolioPage, testimonials } = content

export const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.split(`{${key}}`).join(value),
    template,
  )

export const jsonLd = (container: HTMLElement | Document) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
  )

/** The breadcrumb trail a visitor sees: each step's name and address. */
export const trailOnPage = () =>
  within(screen.getByRole('navigation', { name: portfolioPage.breadcrumbLabel }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

/** The projects shown in an area: those whose location is its name. */
export const projectsThere = (area: (typeof content.areas.items)[number]) =>
  portfolio.projects.filter((project) => project.location === area.name)

/** The testimonials about any of these projects, newest first. */
export const quotesAbout = (projects: { id: string }[]) =>
  newestFirst(
    testimonials.items.filter((item) => projects.some((project) => project.id === item.project)),
  )
