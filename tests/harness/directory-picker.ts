/**
 * The directory picker a page of the editor gets in place of the browser's native dialog
 * (local-repository.ts says why): its handles read and write through requests to `endpoint`.
 */

/** Runs in the page: window.showDirectoryPicker resolves to a handle over the served folder. */
export function installPicker({ endpoint, name }: { endpoint: string; name: string }) {
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
        type: response.headers.get('x-file-type') ?? '',
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
  // A browser without the API (WebKit) lacks its classes too, which the editor asks about.
  const classes = {
    FileSystemHandle: Handle,
    FileSystemFileHandle: FileHandle,
    FileSystemDirectoryHandle: DirectoryHandle,
  }
  for (const [className, value] of Object.entries(classes))
    if (!(className in window)) Object.defineProperty(window, className, { value })
}
