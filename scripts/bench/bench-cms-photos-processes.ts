/** The benchmark's own commands (scripts/bench/bench-cms-photos.ts): started, awaited, stopped. */
import { type ChildProcess, spawn } from 'node:child_process'

export const root = process.cwd()
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A command of this repository in its own process group, stopped with all it started. */
export function start(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
  const stop = () => {
    // The group may have ended already (a failed start).
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  }
  return { child, stop }
}

export async function until(url: string, child: ChildProcess, limit = 240_000) {
  const end = Date.now() + limit
  while (Date.now() < end && child.exitCode === null) {
    const response = await fetch(url).catch(() => undefined)
    if (response?.ok) return
    await sleep(500)
  }
  throw new Error(`${url} did not answer`)
}
