// @ts-check
/**
 * Minifies every SVG in the export with svgo (the sources in content/images and public/ stay
 * readable). A step of scripts/build/optimize-export.mjs, after it rewrites the pages.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { optimize } from 'svgo'

/**
 * svgo's default preset (v4 keeps the viewBox, so artwork still scales), several passes.
 * @param {string} svg
 * @param {string} name
 */
function minifySvg(svg, name) {
  try {
    return optimize(svg, { multipass: true }).data
  } catch (error) {
    throw new Error(
      `optimize-export: ${name} is not valid SVG: ${error instanceof Error ? error.message : error}`,
    )
  }
}

/**
 * Rewrites each .svg under `root` minified; returns how many and the bytes saved.
 * @param {string} root
 */
export function minifySvgs(root) {
  const svgs = readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.svg'))
    .map((entry) => join(entry.parentPath, entry.name))
  let saved = 0
  for (const file of svgs) {
    const svg = readFileSync(file, 'utf8')
    const minified = minifySvg(svg, relative(root, file))
    saved += svg.length - minified.length
    writeFileSync(file, minified)
  }
  return { count: svgs.length, saved }
}
