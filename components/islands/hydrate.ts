import { type ComponentType, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import {
  islandElement,
  nameAttribute,
  propsAttribute,
  slotAttribute,
  slotElement,
} from './elements'
import type { IslandName } from './registry'

/**
 * Hydrates every island of the page named `name` (components/islands/island.tsx) with
 * `Component`, each on its own element, from the props in its `data-props`; each slot is handed
 * back as the HTML it already is, which React keeps without hydrating it (the way Astro's React
 * islands pass their slots). Ids from `useId` get the island's name as a prefix, so two islands'
 * never meet. If an island fails while rendering, its server HTML is put back: the page keeps
 * working as it does without script.
 */
export function hydrateIslands<P extends object>(name: IslandName, Component: ComponentType<P>) {
  const elements = document.querySelectorAll<HTMLElement>(
    `${islandElement}[${nameAttribute}="${name}"]`,
  )
  elements.forEach((element, index) => {
    const props: Record<string, unknown> = JSON.parse(element.getAttribute(propsAttribute) ?? '{}')
    for (const slot of element.querySelectorAll<HTMLElement>(slotElement)) {
      if (slot.closest(islandElement) !== element) continue
      const slotName = slot.getAttribute(slotAttribute) ?? 'children'
      props[slotName] = createElement(slotElement, {
        [slotAttribute]: slotName,
        suppressHydrationWarning: true,
        dangerouslySetInnerHTML: { __html: slot.innerHTML },
      })
    }
    const serverHtml = element.innerHTML
    const root = hydrateRoot(element, createElement(Component, props as P), {
      identifierPrefix: `${name}-${index}-`,
      onUncaughtError(error) {
        console.error(error)
        setTimeout(() => {
          root.unmount()
          element.innerHTML = serverHtml
        })
      },
    })
  })
}
