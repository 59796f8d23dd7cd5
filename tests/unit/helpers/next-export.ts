/**
 * A page as Next 16.4.5 (Turbopack, `output: 'export'`) exports it, before
 * scripts/build/optimize-export.mjs runs: cut down from this site's out/about.html, keeping every tag the
 * script reads as Next wrote it (attribute names, spellings and order, where each script sits) and
 * dropping most of the metadata and the visible page; its payload is two rows, and its one island
 * the phone menu as <Island> renders it (components/islands/island.tsx).
 *
 * tests/unit/optimize-export-assumptions.test.ts holds the script's assumptions against it. After
 * a Next upgrade that changes the export, cut a new page the same way (from `npx next build`,
 * before the rest of `npm run build` optimizes it) and paste it here.
 */

/** Next's RSC payload, two rows of it: the optimized page needs none. */
const row = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`

export const nextPage = [
  '<!DOCTYPE html><html lang="en" class="xq5NQa_variable r6xksW_variable"><head>',
  '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<link rel="preload" href="/_next/static/media/inter-s.p.0h02365kf_hdw.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/0mrec2gh3a8_a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/369hzmzm1ocz-.js"/>',
  chunk('0o_kc2a4n4hsr'),
  chunk('2wye36b3mbzpa'),
  chunk('turbopack-2u1d16houkiyo'),
  chunk('2qepim8c-3efr'),
  chunk('0dkjj6hziw8a3'),
  '<meta name="theme-color" content="#1e4d48"/><title>About Us | Saltwood Design-Build</title>',
  '<link rel="canonical" href="https://www.saltwooddesignbuild.com/about"/>',
  '<meta name="next-size-adjust" content=""/>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '</head><body id="top" class="flex min-h-dvh flex-col"><div hidden=""><!--$--><!--/$--></div>',
  '<header><a href="#main-content">Skip to main content</a>',
  '<a href="#top" aria-label="Scroll to top"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="m5 12 7-7 7 7"></path><path d="M12 19V5"></path></svg></a>',
  '<site-island data-island="menu" data-props="{&quot;toggleLabel&quot;:&quot;Menu&quot;}"><div class="md:hidden"><button type="button" popoverTarget="mobile-menu">Menu</button></div></site-island></header>',
  '<main id="main-content"><h1>About Us</h1><p>Design &amp; build since 2009.</p></main>',
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"GeneralContractor","name":"Saltwood Design-Build"}</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/369hzmzm1ocz-.js","static/chunks/0o_kc2a4n4hsr.js","static/chunks/2wye36b3mbzpa.js"],"runtimeModuleIds":[94553]});</script>',
  chunk('369hzmzm1ocz-'),
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  row('1:"$Sreact.fragment"\n2:"/_next/static/chunks/2qepim8c-3efr.js"\n'),
  row('0:{"P":null,"b":"saltwood-design-build","c":["","about"]}\n'),
  '</body></html>',
].join('')
