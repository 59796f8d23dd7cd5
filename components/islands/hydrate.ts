import { Component, type ComponentType, type ReactNode, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import {
  failedAttribute,
  islandElement,
  nameAttribute,
  propsAttribute,
  slotAttribute,
  slotElement,
} from './elements'
import type { IslandName } from './registry'

/** Catches what an island throws while rendering, so the page can put its server HTML back. */
class IslandBoundary extends Component<
  { children?: ReactNode; onError: (error: unknown) => void },
  { failed: boolean }
> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error)
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * Hydrates every island of the page named `name` (components/islands/island.tsx) with
 * `Component`, each on its own element, from the props in its `data-props`; each slot is handed
 * back as the HTML it already is, which is kept without being hydrated (the way Astro's React
 * islands pass their slots). If an island fails while rendering, its server HTML is put back and
 * marked failed: the page keeps working as it does without script. In the browser `react` is Preact's compatibility
 * layer (scripts/build/build-islands.mjs); jest runs the same code on React.
 */
export function hydrateIslands<P extends object>(name: IslandName, Component: ComponentType<P>) {
  const elements = document.querySelectorAll<HTMLElement>(
    `${islandElement}[${nameAttribute}="${name}"]`,
  )
  for (const element of elements) {
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
    // The server's very nodes, put back on a crash: what the visitor typed in them stays, and the
    // page loader's hold on a form submitted before then is still a form on the page.
    const serverNodes = [...element.childNodes]
    const onError = (error: unknown) => {
      console.error(error)
      setTimeout(() => {
        root.unmount()
        element.replaceChildren(...serverNodes)
        element.setAttribute(failedAttribute, '')
      })
    }
    const root = hydrateRoot(
      element,
      createElement(IslandBoundary, { onError }, createElement(Component, props as P)),
    )
  }
}
