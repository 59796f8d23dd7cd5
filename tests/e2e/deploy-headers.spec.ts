/**
 * vercel.json and deploy/nginx.conf, which the build generates from deploy/headers.mjs: committed
 * as generated, and sending the headers the CDN sends (headers.spec.ts checks those on each route).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'

test.describe('the generated deploy configurations', () => {
  test('are committed as the build generated them', () => {
    // The build rewrites them from deploy/headers.mjs and the export; a difference means the
    // committed files are stale: run `npm run build` and commit vercel.json and deploy/nginx.conf.
    const stale = execFileSync(
      'git',
      ['status', '--porcelain', '--', 'vercel.json', 'deploy/nginx.conf'],
      {
        encoding: 'utf8',
      },
    )
    expect(stale).toBe('')
  })

  test('send the same headers as the CDN', async ({ request }) => {
    const served = (await request.get('/')).headers()
    const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[]
    }
    const everyPath = vercel.headers.find((rule) => rule.source === '/(.*)')!.headers
    const nginx = readFileSync('deploy/nginx.conf', 'utf8')
    const locations = nginx.match(/^\s*location [^=][^{]*\{/gm)!.length
    for (const name of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Resource-Policy',
    ]) {
      const value = served[name.toLowerCase()]
      expect(everyPath.find((header) => header.key === name)?.value, name).toBe(value)
      // Every location of the nginx server repeats every header, but the image folders (three)
      // have their own policy and /og/ says cross-origin.
      const ownLocations = { 'Content-Security-Policy': 3, 'Cross-Origin-Resource-Policy': 1 }
      expect(nginx.split(`add_header ${name} "${value}" always;`).length - 1, name).toBe(
        locations - (ownLocations[name as keyof typeof ownLocations] ?? 0),
      )
    }
    // A header the site no longer sends is gone from every deploy configuration too.
    expect(served['cross-origin-opener-policy']).toBeUndefined()
    expect(JSON.stringify(vercel)).not.toContain('Cross-Origin-Opener-Policy')
    expect(nginx).not.toContain('Cross-Origin-Opener-Policy')
  })
})
