// @ts-check
/**
 * Where `npm run dev` listens (scripts/serve/dev.mjs). On this machine only (127.0.0.1) unless
 * asked: the preview shows unpublished edits and /admin can delete pictures, so no other device
 * reaches it by default (next dev alone listens on every interface). `--lan` opens it to the
 * office network, to try the site on a phone, and says what that exposes; a `--hostname` of
 * one's own is kept as given.
 */

/** The LAN's IPv4 addresses of this machine, from os.networkInterfaces(). */
function lanAddresses(
  /** @type {NodeJS.Dict<import('node:os').NetworkInterfaceInfo[]>} */ interfaces,
) {
  return Object.values(interfaces)
    .flat()
    .filter((address) => address?.family === 'IPv4' && !address.internal)
    .map((address) => /** @type {import('node:os').NetworkInterfaceInfo} */ (address).address)
}

/**
 * next dev's arguments and environment for this script's arguments (`--lan` is ours, the rest are
 * next dev's), and what to tell the developer when the server is open to the network.
 */
export function devAddress(
  /** @type {string[]} */ args,
  /** @type {NodeJS.Dict<import('node:os').NetworkInterfaceInfo[]>} */ interfaces,
  /** @type {string | number} */ port,
) {
  const lan = args.includes('--lan')
  const nextArgs = args.filter((arg) => arg !== '--lan')
  const ownHost = nextArgs.some((arg) => /^(--hostname|-H)(=|$)/.test(arg))
  if (ownHost) return { nextArgs, host: undefined, env: {}, notice: undefined }
  const host = lan ? '0.0.0.0' : '127.0.0.1'
  if (!lan) return { nextArgs: [...nextArgs, '--hostname', host], host, env: {}, notice: undefined }
  const addresses = lanAddresses(interfaces)
  return {
    nextArgs: [...nextArgs, '--hostname', host],
    host,
    // next.config.ts: next dev's own scripts answer a page opened at these addresses too.
    env: { DEV_LAN_ADDRESSES: addresses.join(',') },
    notice: [
      `dev: --lan: open to this network at ${addresses.map((address) => `http://${address}:${port}`).join(', ') || '(no network address found)'}.`,
      'Anyone on it can read every page as the content stands now, unpublished edits included, and',
      "open the editor at /admin, whose Assets view deletes pictures no content names. Stop it (Ctrl+C) once the phone's look is done.",
    ].join('\n'),
  }
}
