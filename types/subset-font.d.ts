// subset-font ships no types; the options scripts/build/subset-fonts.ts uses.
declare module 'subset-font' {
  type AxisRange = { min: number; max: number; default?: number }
  export type SubsetOptions = {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'
    keepFeatures?: string[]
    variationAxes?: Record<string, number | AxisRange>
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>
}
