import type { Locator } from '@playwright/test'

export type Box = { x: number; y: number; width: number; height: number }

/** Where an element is drawn now, in the viewport's coordinates; fails if it is not drawn. */
export async function box(locator: Locator): Promise<Box> {
  const drawn = await locator.boundingBox()
  if (!drawn) throw new Error(`${locator} is not drawn`)
  return drawn
}

/** Whether two boxes share any area (touching edges do not). */
export const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
