// @ts-check
/**
 * What /admin's import map (lib/cms/import-map.ts) gives Sveltia for the WebP encoder it would
 * import from unpkg.com (@jsquash/webp, WebAssembly) where the browser's canvas cannot write WebP:
 * Safari's, WebKit's. Sveltia asks for it only to make its 512 px library thumbnails, kept in the
 * browser and never saved; this encoder declines, and Sveltia draws the thumbnail as a PNG instead,
 * its own fallback. The editor's policy then refuses nothing and reaches no CDN (docs/cms.md).
 */
export default async function encode() {
  throw new Error('No WebP encoder in this editor: the thumbnail is drawn as a PNG.')
}
