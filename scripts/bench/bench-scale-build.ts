/**
 * Builds the synthetic content set with scripts/test/with-content-set.sh for scripts/bench/bench-scale.ts, its
 * output to the log, and reads how many photographs the image step processed.
 */
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { repo, setDir, cacheDir, logFile } from './bench-scale-config'

export type Build = { seconds: number; imageStepSeconds: number; processed: number; reused: number }

/** Runs a command in the content-set copy, its output to the log; echoes the lines that matter. */
export function inContentSet(
  args: string[],
): Promise<{ seconds: number; lines: { at: number; text: string }[] }> {
  const log = createWriteStream(logFile, { flags: 'a' })
  log.write(`\n$ ${args.join(' ')}\n`)
  const started = Date.now()
  const lines: { at: number; text: string }[] = []
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['scripts/test/with-content-set.sh', setDir, ...args], {
      cwd: repo,
      env: { ...process.env, SITE_IMAGES_CACHE: cacheDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let pending = ''
    const take = (chunk: Buffer) => {
      log.write(chunk)
      pending += chunk.toString()
      const parts = pending.split('\n')
      pending = parts.pop()!
      for (const text of parts) {
        lines.push({ at: (Date.now() - started) / 1000, text })
        if (
          /build-images:|social cards|Compiled|Generating static pages \(|error|Content check/i.test(
            text,
          )
        )
          console.log(`  | ${text.trim()}`)
      }
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('error', reject)
    child.on('close', (code) => {
      log.end()
      if (code === 0) resolve({ seconds: (Date.now() - started) / 1000, lines })
      else
        reject(new Error(`bench:scale: "${args.join(' ')}" failed (exit ${code}); see ${logFile}`))
    })
  })
}

export async function build(label: string): Promise<Build> {
  console.log(`bench:scale: ${label} build…`)
  const { seconds, lines } = await inContentSet(['npm', 'run', 'build'])
  const line = lines.find(({ text }) => text.startsWith('build-images:'))
  const counts = line?.text.match(/(\d+) processed, (\d+) from the cache/)
  if (!line || !counts) throw new Error(`bench:scale: no build-images summary in ${logFile}`)
  const result = {
    seconds: Math.round(seconds * 10) / 10,
    imageStepSeconds: Math.round(line.at * 10) / 10,
    processed: Number(counts[1]),
    reused: Number(counts[2]),
  }
  console.log(`bench:scale: ${label}: ${result.seconds} s, ${result.processed} photo(s) processed`)
  return result
}
