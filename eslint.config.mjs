import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Deliberate: internal links are plain <a> so every page works before and without the
      // Next.js runtime (which loads late, see docs/performance.md); pages are whole documents.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // CommonJS on purpose: Lighthouse CI loads lighthouserc.cjs with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-cms/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
      '.lighthouseci/**',
      '**/.wrangler/**',
      '.content-sets/**',
      '.faults/**',
      // Vendored as published (sveltia/sveltia-cms-auth), so an update is a plain diff.
      'deploy/cms-auth/src/**',
    ],
  },
]

export default config
