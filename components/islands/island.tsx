import { type ComponentProps, type ComponentType, type ReactNode, createElement } from 'react'
import { nameAttribute, propsAttribute, slotAttribute } from './elements'
import { type IslandName, islandComponents } from './registry'

type PropsOf<N extends IslandName> = ComponentProps<(typeof islandComponents)[N]>
/** The props the server renders: markup (`ReactNode`), never data. */
type SlotName<P> = { [K in keyof P]-?: ReactNode extends P[K] ? K : never }[keyof P]

/**
 * A client component rendered by the server as an island: its HTML in a `<site-island>` that
 * names it and carries its props as JSON, each server-rendered part it takes (a slot: the
 * gallery's thumbnails, the comparison's pictures) in an `<island-slot>`. In the browser,
 * components/islands/hydrate.ts hydrates that element alone, with those props, keeping each slot's
 * HTML as it is: the page needs neither Next's runtime nor its payload (docs/islands.md).
 */
export function Island<N extends IslandName>({
  name,
  props,
  slots,
}: {
  name: N
  props: Omit<PropsOf<N>, SlotName<PropsOf<N>>>
  slots?: Pick<PropsOf<N>, SlotName<PropsOf<N>>>
}) {
  const slotProps = Object.fromEntries(
    Object.entries(slots ?? {}).map(([slot, node]) => [slot, islandSlot(slot, node as ReactNode)]),
  )
  const component = islandComponents[name] as ComponentType<Record<string, unknown>>
  return (
    <site-island {...{ [nameAttribute]: name, [propsAttribute]: propsAsJson(name, props) }}>
      {createElement(component, { ...props, ...slotProps })}
    </site-island>
  )
}

/**
 * The props as the browser gets them: JSON, which would drop a function or `undefined` in an array
 * without a word, so a function stops the build, naming the island and the prop.
 */
function propsAsJson(name: IslandName, props: object) {
  return JSON.stringify(props, (key, value: unknown) => {
    if (typeof value === 'function')
      throw new Error(
        `<Island name="${name}">: the prop "${key}" is a function, which JSON cannot carry`,
      )
    return value
  })
}

/** A server-rendered part of an island, marked with the prop it fills. */
function islandSlot(slot: string, node: ReactNode) {
  return <island-slot {...{ [slotAttribute]: slot }}>{node}</island-slot>
}
