/**
 * "Work with Local Repository" in a headless browser. Sveltia's local mode asks for the
 * repository's folder with the File System Access API's directory picker, a native dialog no
 * automation can answer; everything after the picker is Sveltia's own code reading and writing
 * through the handles it is given. So the picker, and only the picker, is replaced: it returns a
 * directory handle over a real folder on this machine, whose every read and write goes, through
 * requests Playwright answers here, to that folder's files. What the editor saves is then on
 * disk, where `next dev` sees it as it would after a real picker. (No library does this: the
 * browser's own handles cannot point outside its sandbox, and Playwright's file chooser covers
 * <input type="file"> only.)
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import type { Page } from '@playwright/test'

/** The address the page's handles call; Playwright answers it, nothing listens there. */
const endpoint = '/__local-repository'

/** Serves `root` to the page's directory picker; every path stays inside it. */
export async function exposeLocalRepository(page: Page, root: string): Promise<void> {
  const base = resolve(root)
  const inside = (path: string) => {
    const full = resolve(base, path)
    if (full !== base && !full.startsWith(`${base}/`)) throw new Error(`${path} is outside ${base}`)
    return full
  }
  await page.route(`**${endpoint}/**`, async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    const operation = url.pathname.slice(endpoint.length + 1)
    const path = inside(url.searchParams.get('path') ?? '')
    const exists = existsSync(path)
    const kind = exists ? (statSync(path).isDirectory() ? 'directory' : 'file') : undefined
    const json = (body: unknown) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) })
    switch (operation) {
      case 'kind':
        return json({ kind: kind ?? null })
      case 'list':
        return json(
          readdirSync(path, { withFileTypes: true }).map((entry) => ({
            name: entry.name,
            kind: entry.isDirectory() ? 'directory' : 'file',
          })),
        )
      case 'read':
        return route.fulfill({
          body: readFileSync(path),
          headers: { 'x-last-modified': String(statSync(path).mtimeMs) },
        })
      case 'write':
        mkdirSync(dirname(path), { recursive: true })
        writeFileSync(path, request.postDataBuffer() ?? Buffer.alloc(0))
        return json({})
      case 'mkdir':
        mkdirSync(path, { recursive: true })
        return json({})
      case 'remove':
        rmSync(path, { recursive: url.searchParams.has('recursive') })
        return json({})
      case 'move':
        renameSync(path, inside(url.searchParams.get('to') ?? ''))
        return json({})
      default:
        return route.fulfill({ status: 400, body: `no operation ${operation}` })
    }
  })
  await page.addInitScript(installPicker, { endpoint, name: relative(dirname(base), base) })
}

/** Runs in the page: window.showDirectoryPicker resolves to a handle over the served folder. */
function installPicker({ endpoint, name }: { endpoint: string; name: string }) {
  const call = async (operation: string, path: string, init: RequestInit = {}, extra = '') => {
    const response = await fetch(
      `${endpoint}/${operation}?path=${encodeURIComponent(path)}${extra}`,
      init,
    )
    if (!response.ok) throw new DOMException(await response.text(), 'InvalidStateError')
    return response
  }
  const childPath = (parent: string, child: string) => (parent ? `${parent}/${child}` : child)
  const kindOf = async (path: string) =>
    ((await (await call('kind', path)).json()) as { kind: 'file' | 'directory' | null }).kind

  class Handle {
    constructor(
      readonly kind: 'file' | 'directory',
      readonly name: string,
      readonly path: string,
    ) {}
    async queryPermission() {
      return 'granted'
    }
    async requestPermission() {
      return 'granted'
    }
    async isSameEntry(other: Handle) {
      return other.path === this.path
    }
  }

  class FileHandle extends Handle {
    constructor(name: string, path: string) {
      super('file', name, path)
    }
    async getFile() {
      const response = await call('read', this.path)
      return new File([await response.blob()], this.name, {
        lastModified: Number(response.headers.get('x-last-modified')),
      })
    }
    async createWritable() {
      const parts: BlobPart[] = []
      const path = this.path
      return {
        async write(data: Blob | string) {
          parts.push(data)
        },
        async close() {
          await call('write', path, { method: 'POST', body: new Blob(parts) })
        },
        async abort() {},
      }
    }
    async move(directory: DirectoryHandle | string, newName?: string) {
      const [parent, target] =
        typeof directory === 'string'
          ? [this.path.split('/').slice(0, -1).join('/'), directory]
          : [directory.path, newName ?? this.name]
      const to = childPath(parent, target)
      await call('move', this.path, { method: 'POST' }, `&to=${encodeURIComponent(to)}`)
      Object.assign(this, { name: target, path: to })
    }
  }

  class DirectoryHandle extends Handle {
    constructor(name: string, path: string) {
      super('directory', name, path)
    }
    async *entries(): AsyncGenerator<[string, FileHandle | DirectoryHandle]> {
      const list = (await (await call('list', this.path)).json()) as {
        name: string
        kind: string
      }[]
      for (const entry of list) {
        const path = childPath(this.path, entry.name)
        yield [
          entry.name,
          entry.kind === 'directory'
            ? new DirectoryHandle(entry.name, path)
            : new FileHandle(entry.name, path),
        ]
      }
    }
    async *values() {
      for await (const [, handle] of this.entries()) yield handle
    }
    async *keys() {
      for await (const [key] of this.entries()) yield key
    }
    [Symbol.asyncIterator]() {
      return this.entries()
    }
    async getDirectoryHandle(child: string, { create = false } = {}) {
      const path = childPath(this.path, child)
      const kind = await kindOf(path)
      if (kind === 'file') throw new DOMException(`${child} is a file`, 'TypeMismatchError')
      if (!kind) {
        if (!create) throw new DOMException(`${child} is not there`, 'NotFoundError')
        await call('mkdir', path, { method: 'POST' })
      }
      return new DirectoryHandle(child, path)
    }
    async getFileHandle(child: string, { create = false } = {}) {
      const path = childPath(this.path, child)
      const kind = await kindOf(path)
      if (kind === 'directory') throw new DOMException(`${child} is a folder`, 'TypeMismatchError')
      if (!kind) {
        if (!create) throw new DOMException(`${child} is not there`, 'NotFoundError')
        await call('write', path, { method: 'POST', body: '' })
      }
      return new FileHandle(child, path)
    }
    async removeEntry(child: string, { recursive = false } = {}) {
      const path = childPath(this.path, child)
      if (!(await kindOf(path))) throw new DOMException(`${child} is not there`, 'NotFoundError')
      await call('remove', path, { method: 'POST' }, recursive ? '&recursive=1' : '')
    }
    async resolve(other: Handle) {
      return other.path.startsWith(this.path)
        ? other.path.slice(this.path.length).split('/').filter(Boolean)
        : null
    }
  }

  Object.defineProperty(window, 'showDirectoryPicker', {
    value: async () => new DirectoryHandle(name, ''),
  })
}
