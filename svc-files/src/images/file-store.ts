import { createReadStream, type ReadStream } from 'node:fs';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The bytes of stored files in the storage directory (`FILES_DIR`, a volume in Kubernetes), one file per
 * name. Names are checked by the caller (`<id>.jpg`); a file appears whole or not at all.
 */
export class FileStore {
  constructor(readonly dir: string) {}

  async write(name: string, data: Buffer): Promise<void> {
    const partial = join(this.dir, `.${name}.partial`);
    await writeFile(partial, data);
    await rename(partial, join(this.dir, name));
  }

  async remove(name: string): Promise<void> {
    await rm(join(this.dir, name), { force: true });
  }

  /** The size in bytes of a stored file, or undefined when there is none. */
  async size(name: string): Promise<number | undefined> {
    const info = await stat(join(this.dir, name)).catch(() => undefined);
    return info?.isFile() ? info.size : undefined;
  }

  open(name: string): ReadStream {
    return createReadStream(join(this.dir, name));
  }
}
