// @ts-check
/**
 * A self-signed certificate for 127.0.0.1, made once with openssl in .tls/ (git-ignored), for the
 * local HTTPS servers: browsers speak HTTP/2 only over TLS, and Chromium looks for mixed content
 * only on an HTTPS page. The browser that visits is told to accept it.
 */
const { execFileSync } = require('node:child_process')
const { X509Certificate, createHash } = require('node:crypto')
const { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } = require('node:fs')
const { join } = require('node:path')

const dir = join(__dirname, '..', '..', '.tls')

function selfSignedCertificate() {
  const cert = join(dir, 'cert.pem')
  const key = join(dir, 'key.pem')
  if (!existsSync(cert) || !existsSync(key)) {
    mkdirSync(dir, { recursive: true })
    // Made aside, then moved in: two servers starting at once never read half a file.
    const draft = mkdtempSync(join(dir, 'new-'))
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650'],
        ...['-keyout', join(draft, 'key.pem'), '-out', join(draft, 'cert.pem')],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    )
    renameSync(join(draft, 'key.pem'), key)
    renameSync(join(draft, 'cert.pem'), cert)
    rmSync(draft, { recursive: true })
  }
  return { cert, key }
}

/**
 * Chromium's flag that trusts the servers' self-signed certificate as a host's real one: a page
 * loaded with a certificate error is never stored in the HTTP cache (so with
 * `--ignore-certificate-errors` alone nothing prefetched would be found again, as it is on the
 * deployed site, and the islands' files would be fetched twice).
 */
function trustServersCertificate() {
  const certificate = new X509Certificate(readFileSync(selfSignedCertificate().cert))
  const spki = certificate.publicKey.export({ type: 'spki', format: 'der' })
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`
}

module.exports = { selfSignedCertificate, trustServersCertificate }
