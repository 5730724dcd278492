import { mkdir } from 'node:fs/promises';
import { FileLinks } from '../images/file-links';
import { FileStore } from '../images/file-store';

/** The route that serves a download's bytes behind a signed link (D-C12). */
export const DOWNLOAD_FILE_PATH = '/api/downloads/file';

/**
 * The bytes of download files, in their own folder of the storage directory (`FILES_DIR/downloads`), so
 * that the images' route never serves them and theirs never an image.
 */
export class DownloadFileStore extends FileStore {
  private ready: Promise<unknown> | undefined;

  override async write(name: string, data: Buffer): Promise<void> {
    await (this.ready ??= mkdir(this.dir, { recursive: true }));
    await super.write(name, data);
  }
}

/** Signed links to download files (decision 0013's signing, for the route `/api/downloads/file/:name`). */
export class DownloadLinks extends FileLinks {
  constructor(secret: string, validSeconds: number) {
    super(secret, validSeconds, DOWNLOAD_FILE_PATH);
  }
}
