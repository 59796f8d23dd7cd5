import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, request, test, type APIRequestContext } from './fixtures'
import { notFoundPath, pages } from './routes'

/**
 * deploy/nginx.conf, run by a real nginx (Debian's nginx-light, installed by .ci/run) with a
 * throwaway certificate, sends the same headers as Cloudflare's runtime reading out/_headers.
 */
const port = Number(process.env.PORT ?? 3100)
const httpsPort = port + 20
const httpPort = port + 30
const headerNames = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-resource-policy',
  'x-frame-options',
  'cache-control',
]

test.describe.configure({ mode: 'serial' })

let nginx: ChildProcess
let prefix: string
let viaNginx: APIRequestContext

test.beforeAll(async () => {
  prefix = mkdtempSync(join(tmpdir(), 'saltwood-nginx-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(prefix, 'key.pem'),
      '-out',
      join(prefix, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  // The committed file, with only what differs on a test machine: ports, certificate, root.
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/\n\s*listen \[::\]:\d+[^;]*;/g, '')
    .replace(/# (ssl_certificate_key)\s.*/, `$1 ${join(prefix, 'key.pem')};`)
    .replace(/# (ssl_certificate)\s.*/, `$1 ${join(prefix, 'cert.pem')};`)
    .replace(/^(\s*)root [^;\n]+;/m, `$1root ${join(process.cwd(), 'out')};`)
  writeFileSync(join(prefix, 'site.conf'), site)
  writeFileSync(
    join(prefix, 'nginx.conf'),
    // Started by root, nginx's workers would run as nobody, who cannot read out/ when the checkout
    // sits in a private directory (mode 700, as mktemp -d and many home directories are): they
    // run as whoever runs the test, who can.
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
error_log ${prefix}/error.log;
pid ${prefix}/nginx.pid;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
  )
  // /usr/sbin is not on every user's PATH.
  const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
  nginx = spawn(binary, ['-c', join(prefix, 'nginx.conf'), '-p', prefix, '-g', 'daemon off;'], {
    stdio: 'inherit',
  })
  viaNginx = await request.newContext({
    baseURL: `https://127.0.0.1:${httpsPort}`,
    ignoreHTTPSErrors: true,
  })
  await expect
    .poll(() =>
      viaNginx.get('/').then(
        (r) => r.status(),
        () => 0,
      ),
    )
    .toBe(200)
})

test.afterAll(async () => {
  await viaNginx?.dispose()
  nginx?.kill()
  rmSync(prefix, { recursive: true, force: true })
})

test('nginx sends the headers Cloudflare sends, on every page, asset and 404', async ({
  request: viaCloudflare,
}) => {
  // One of the hashed script files (whichever way the pages load them).
  const chunk =
    '/_next/static/' +
    readdirSync('out/_next/static', { recursive: true, encoding: 'utf8' }).find((file) =>
      file.endsWith('.js'),
    )!
  // A social card: the one path whose Cross-Origin-Resource-Policy is cross-origin.
  const card = '/og/' + readdirSync('out/og').find((file) => file.endsWith('.jpg'))!
  for (const path of [
    ...pages.map((page) => page.path),
    notFoundPath,
    chunk,
    '/images/hero.svg',
    card,
  ]) {
    const [fromNginx, fromCloudflare] = await Promise.all([
      viaNginx.get(path),
      viaCloudflare.get(path),
    ])
    expect(fromNginx.status(), path).toBe(fromCloudflare.status())
    for (const name of headerNames) {
      // Cloudflare marks 404s no-store; nginx revalidates them: neither keeps a stale 404.
      if (name === 'cache-control' && fromNginx.status() === 404) continue
      expect(fromNginx.headers()[name], `${path} ${name}`).toBe(fromCloudflare.headers()[name])
    }
  }
})

test('nginx redirects http to https and /about/ to /about', async () => {
  const plain = await request.newContext()
  const insecure = await plain.get(`http://127.0.0.1:${httpPort}/about`, { maxRedirects: 0 })
  expect(insecure.status()).toBe(301)
  expect(insecure.headers()['location']).toBe('https://127.0.0.1/about')
  await plain.dispose()
  const slash = await viaNginx.get('/about/', { maxRedirects: 0 })
  expect(slash.status()).toBe(301)
  // Relative (absolute_redirect off): the browser stays on the host it asked for.
  expect(slash.headers()['location']).toBe('/about')
})
