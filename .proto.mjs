import * as esbuild from 'esbuild'
import { brotliCompressSync } from 'node:zlib'
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs'
const entries = {
  form: `import {ContactForm} from '@/components/contact-form/contact-form'; import {hydrateRoot} from 'react-dom/client'; import {createElement} from 'react'; window.x=()=>hydrateRoot(document.body, createElement(ContactForm, {}))`,
  toaster: `import {Toaster} from '@/components/contact-form/toaster'; import {hydrateRoot} from 'react-dom/client'; import {createElement} from 'react'; window.y=()=>hydrateRoot(document.body, createElement(Toaster, {}))`,
  menu: `import {MobileMenu} from '@/components/layout/mobile-menu'; import {hydrateRoot} from 'react-dom/client'; import {createElement} from 'react'; window.z=()=>hydrateRoot(document.body, createElement(MobileMenu, {}))`,
  gallery: `import {GalleryLightbox} from '@/components/media/gallery-lightbox'; import {hydrateRoot} from 'react-dom/client'; import {createElement} from 'react'; window.g=()=>hydrateRoot(document.body, createElement(GalleryLightbox, {}))`,
  compare: `import {BeforeAfterSlider} from '@/components/media/before-after-slider'; import {hydrateRoot} from 'react-dom/client'; import {createElement} from 'react'; window.c=()=>hydrateRoot(document.body, createElement(BeforeAfterSlider, {}))`,
}
mkdirSync('/tmp/proto/src',{recursive:true})
for (const [k,v] of Object.entries(entries)) writeFileSync(`/work/main/.proto-${k}.tsx`, v)
const r = await esbuild.build({ entryPoints: Object.keys(entries).map(k=>`/work/main/.proto-${k}.tsx`), bundle:true, splitting:true, format:'esm', minify:true, outdir:'/tmp/proto/out', metafile:true, define:{'process.env.NODE_ENV':'"production"'}, target:'es2022', jsx:'automatic', absWorkingDir:'/work/main', loader:{'.yaml':'text'} })
for (const [f,o] of Object.entries(r.metafile.outputs)) { const b=readFileSync('/work/main/'+f); console.log(f, b.length, brotliCompressSync(b).length, (o.imports||[]).map(i=>i.path).join(' ')) }
