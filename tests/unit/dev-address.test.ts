/**
 * Where `npm run dev` listens (scripts/serve/dev-address.mjs, used by scripts/serve/dev.mjs): on
 * this machine only, unless `--lan` opens it to the office network and says what that exposes.
 */
import { devAddress } from '@/scripts/serve/dev-address.mjs'

/** A machine with a loopback and one office network address, as os.networkInterfaces() gives them. */
const interfaces = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
  eth0: [
    { address: '192.168.1.20', family: 'IPv4', internal: false },
    { address: 'fe80::1', family: 'IPv6', internal: false },
  ],
} as unknown as Parameters<typeof devAddress>[1]

it('listens on loopback only, unless asked', () => {
  const { nextArgs, notice } = devAddress(['--port', '4000'], interfaces, '4000')
  expect(nextArgs).toEqual(['--port', '4000', '--hostname', '127.0.0.1'])
  expect(notice).toBeUndefined()
})

it('opens to the office network with --lan, naming the address and what it exposes', () => {
  const { nextArgs, env, notice } = devAddress(['--lan'], interfaces, 3000)
  expect(nextArgs).toEqual(['--hostname', '0.0.0.0'])
  expect(env).toEqual({ DEV_LAN_ADDRESSES: '192.168.1.20' })
  expect(notice).toContain('http://192.168.1.20:3000')
  expect(notice).toContain('/admin')
  expect(notice).toContain('deletes pictures')
})

it("keeps a hostname of the developer's own", () => {
  expect(devAddress(['--hostname=example.local'], interfaces, 3000).nextArgs).toEqual([
    '--hostname=example.local',
  ])
})
