/** @jest-environment node */
/** Where the editor saves: its photos and groups of files, and the backend, local or hosted. */
import { cmsConfig } from '@/lib/cms/config'
import { photoUpload } from '@/lib/cms/uploads'
import { adminHtml, cmsBackend, media, siteCmsConfig } from '@/lib/cms/site'
import { photoMinWidth } from '@/lib/content/validate'
import { config } from './helpers/cms-config'
import { contentFiles } from '@/lib/content/registry'

describe('the content editor config', () => {
  it('writes photos to content/images, referred to as /images/…, upright and bare, and groups the files', () => {
    expect(config).toMatchObject({
      media_folder: 'content/images',
      public_folder: '/images',
      backend: { name: 'github' },
      publish_mode: 'simple',
      media_libraries: { default: { config: photoUpload }, stock_assets: { providers: [] } },
      output: { omit_empty_optional_fields: true },
    })
    // The guard prepares each photo (lib/cms/browser/upload-guard.js, its settings on its <script>);
    // Sveltia's own resizing would fetch a WebP encoder from a CDN in Safari.
    expect(photoUpload).toEqual({ max_file_size: 40_000_000, slugify_filename: true })
    expect(adminHtml).toContain(
      `<script src="/admin/upload-guard.js" data-longest-side="2400" data-min-width="${photoMinWidth}" data-quality="0.9"></script>`,
    )
    expect(config.collections.map((c) => c.label)).toEqual([
      'Site',
      'Pages',
      'Services',
      'Portfolio',
      'Areas',
      'Testimonials',
    ])
    const names = config.collections.flatMap((c) => c.files.map((f) => `${c.name}/${f.name}`))
    expect(new Set(names).size).toBe(names.length)
    expect(
      cmsConfig([], { backend: cmsBackend({}), publish_mode: 'simple', ...media }).collections,
    ).toEqual([])
  })
})

describe('the launch list in the editor', () => {
  it("starts each collection with its own facts to correct or confirm, in the editor's names", () => {
    const collections = cmsConfig(contentFiles, {
      backend: cmsBackend({}),
      publish_mode: 'simple',
      ...media,
      launchList: [
        { file: 'content/site.yaml', line: 'Business facts › Phone: still the sample' },
        {
          file: 'content/testimonials.yaml',
          line: 'Testimonials › Items › “A. B.”: not confirmed',
        },
        { file: 'content/site.yaml', line: 'Business facts › Email: still the sample' },
      ],
    }).collections
    const described = Object.fromEntries(collections.map((c) => [c.label, c.description]))
    expect(described).toEqual({
      ...Object.fromEntries(collections.map((c) => [c.label, undefined])),
      Site: '**Before launch, 2 to correct or confirm** (the live site is not published until none is left): Business facts › Phone: still the sample · Business facts › Email: still the sample',
      Testimonials: expect.stringMatching(
        /^\*\*Before launch, 1 to correct.*: Testimonials › Items › “A\. B\.”: not confirmed$/,
      ),
    })
  })
})

describe('the backend', () => {
  it('names a repository for local editing, which writes the working copy whatever it says', () => {
    expect(cmsBackend({})).toEqual({
      name: 'github',
      repo: 'saltwood/website',
      branch: 'main',
      auth_methods: ['token'],
    })
  })

  it('publishes through pull requests when hosted, signing in with a token or the sign-in worker', () => {
    const env = { CMS_REPO: 'saltwood/website', CMS_AUTH_URL: 'https://auth.example.workers.dev' }
    expect(siteCmsConfig(env, { hosted: true })).toMatchObject({
      publish_mode: 'editorial_workflow',
      backend: {
        name: 'github',
        repo: 'saltwood/website',
        branch: 'main',
        base_url: 'https://auth.example.workers.dev',
        auth_methods: ['oauth'],
      },
    })
    expect(siteCmsConfig({ CMS_REPO: 'a/b' }, { hosted: true }).backend.auth_methods).toEqual([
      'token',
    ])
    expect(() => cmsBackend({}, { hosted: true })).toThrow(/CMS_REPO=owner\/name/)
  })
})
