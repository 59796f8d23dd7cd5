/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findBrokenLinks } from '@/scripts/check/check-links.mjs'

/** A small export written on disk, shaped like out/: clean URLs served from name.html. */
function exportWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-links-'))
  for (const [name, html] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), html)
  }
  return dir
}

const page = (body: string) => `<!DOCTYPE html><html lang="en"><body>${body}</body></html>`

describe('the link check over the export', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  test('accepts pages, fragments, assets and external links that resolve', () => {
    dir = exportWith({
      'index.html': page(
        '<a href="#main-content">Skip</a><main id="main-content"><section id="contact"></section>' +
          '<a href="/about">About</a><a href="/services#kitchen">Kitchen</a>' +
          '<img src="/images/a.svg" alt=""><a href="https://example.com/x">x</a>' +
          '<a href="mailto:a@b.c">mail</a><a href="tel:+1">call</a></main>',
      ),
      'about.html': page('<a href="/#contact">Contact</a><a href="./services">Services</a>'),
      'services.html': page('<article id="kitchen"></article>'),
      'images/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    })
    expect(findBrokenLinks(dir)).toEqual({
      pages: 3,
      links: 6,
      fragments: ['#contact', '#kitchen', '#main-content'],
      broken: [],
    })
  })

  test('reports a missing page, a missing fragment and a missing asset', () => {
    dir = exportWith({
      'index.html': page(
        '<a href="/gallery">Gallery</a><a href="/about#team">Team</a><a href="#contact">Contact</a>' +
          '<img src="/images/missing.webp" srcset="/images/missing.webp 1x, /images/b.webp 2x" alt="">',
      ),
      'about.html': page('<h1 id="story">About</h1>'),
    })
    expect(findBrokenLinks(dir).broken).toEqual([
      '/index.html: /gallery (no file for /gallery)',
      '/index.html: /about#team (no element with id "team")',
      '/index.html: #contact (no element with id "contact")',
      '/index.html: /images/missing.webp (no file for /images/missing.webp)',
      '/index.html: /images/missing.webp (no file for /images/missing.webp)',
      '/index.html: /images/b.webp (no file for /images/b.webp)',
    ])
  })

  test('ignores markup repeated as text inside scripts', () => {
    dir = exportWith({
      'index.html': page('<script>self.x = "<a href=\\"/nowhere\\">"</script>'),
    })
    expect(findBrokenLinks(dir).broken).toEqual([])
  })

  test('reads the markup as a browser does: entities, unquoted and upper-case attributes, comments', () => {
    dir = exportWith({
      'index.html': page(
        '<!-- <a href="/old-page">Old</a> -->' +
          '<A HREF=/about#team>Team</A><a href="/services?a=1&amp;b=2#kitchen">Kitchen</a>' +
          '<a href="/about" title="a > b">About</a><a href="#legacy">Legacy</a><a name="legacy"></a>' +
          '<textarea><a href="/not-a-link"></a></textarea>',
      ),
      'about.html': page('<h2 id=team>Team</h2>'),
      'services.html': page('<article id="kitchen"></article>'),
    })
    expect(findBrokenLinks(dir)).toEqual({
      pages: 3,
      links: 4,
      fragments: ['#kitchen', '#legacy', '#team'],
      broken: [],
    })
  })
})
