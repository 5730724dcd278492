import { Injectable } from '@nestjs/common';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** The directory where finished exports wait for their download (`EXPORTS_DIR`, a volume in Kubernetes). */
export class ExportsDirectory {
  constructor(readonly path: string) {}
}

/** How long an export file is kept for its download (as long as the finished job, decision 0022). */
const KEEP_DAYS = 7;
/** A file's name is its id, which the server made (a UUID): nothing else is ever read or written. */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The files exports write, one per export in the exports directory (decision 0020): a file appears under its
 * id only once it is whole. With more than one replica the directory is a volume they share (ReadWriteMany),
 * so any replica answers the download of a file another one wrote.
 */
@Injectable()
export class ExportFiles {
  constructor(private readonly directory: ExportsDirectory) {}

  /**
   * A stream that stores what is written to it as the file `fileId` once it ends, replacing an earlier
   * attempt at it (a job run again after a restart). Files older than KEEP_DAYS are removed on the way.
   */
  async create(fileId: string, now: Date): Promise<Writable> {
    const dir = this.directory.path;
    if (!FILE_ID.test(fileId)) throw new Error(`not an export file id: ${fileId}`);
    await mkdir(dir, { recursive: true });
    await this.removeOlderThan(new Date(now.getTime() - KEEP_DAYS * 86_400_000));
    const partial = join(dir, `.${fileId}.partial`);
    const file = createWriteStream(partial);
    const out = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        if (file.write(chunk)) callback();
        else file.once('drain', () => callback());
      },
      final(callback) {
        file.end();
        finished(file)
          .then(() => rename(partial, join(dir, fileId)))
          .then(() => callback(), callback);
      },
      destroy(error, callback) {
        // the partial file goes once its stream is closed (it may still be opening)
        const remove = () =>
          rm(partial, { force: true }).then(
            () => callback(error),
            () => callback(error),
          );
        if (file.closed) void remove();
        else {
          file.once('close', () => void remove());
          file.destroy();
        }
      },
    });
    file.on('error', (error) => out.destroy(error));
    return out;
  }

  /** The file's bytes, or undefined when there is no such file (never written, or removed after KEEP_DAYS). */
  async read(fileId: string): Promise<AsyncIterable<Buffer> | undefined> {
    if (!FILE_ID.test(fileId)) return undefined;
    const path = join(this.directory.path, fileId);
    const info = await stat(path).catch(() => undefined);
    return info?.isFile() ? createReadStream(path) : undefined;
  }

  private async removeOlderThan(limit: Date): Promise<void> {
    const dir = this.directory.path;
    for (const name of await readdir(dir)) {
      const info = await stat(join(dir, name)).catch(() => undefined);
      if (info && info.mtime < limit) await rm(join(dir, name), { force: true });
    }
  }
}
