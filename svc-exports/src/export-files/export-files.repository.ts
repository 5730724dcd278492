import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDb } from '@agecheck/nest-common';
import { Binary, type Collection, type Db } from 'mongodb';
import { Writable } from 'node:stream';

/** A piece of an export file; the file is its pieces in order. */
type FileChunk = { _id: string; fileId: string; n: number; data: Binary; createdAt: Date };

/** Bytes per stored piece: well under MongoDB's 16 MB document limit, and few inserts per file. */
const CHUNK_BYTES = 1024 * 1024;
/** How long an export file is kept for its download (as long as the finished job, decision 0022). */
const KEEP_DAYS = 7;

/**
 * The files exports write, in pieces in svc-exports' database (FerretDB has no GridFS), so any replica can
 * answer the download of a file another replica wrote (decision 0020).
 */
@Injectable()
export class ExportFilesRepository implements OnModuleInit {
  private readonly chunks: Collection<FileChunk>;

  constructor(@InjectDb() db: Db) {
    this.chunks = db.collection<FileChunk>('exportFiles');
  }

  async onModuleInit(): Promise<void> {
    await this.chunks.createIndex({ fileId: 1, n: 1 });
  }

  /**
   * A stream that stores what is written to it as the file `fileId`, replacing an earlier attempt at it
   * (a job run again after a restart). Files older than KEEP_DAYS are removed on the way.
   */
  async create(fileId: string, now: Date): Promise<Writable> {
    await this.chunks.deleteMany({
      $or: [{ fileId }, { createdAt: { $lt: new Date(now.getTime() - KEEP_DAYS * 86_400_000) } }],
    });
    const chunks = this.chunks;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let n = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const data = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await chunks.insertOne({ _id: `${fileId}:${n}`, fileId, n, data: new Binary(data), createdAt: now });
      n += 1;
    };
    return new Writable({
      write(chunk: Buffer, _encoding, callback) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes < CHUNK_BYTES) return callback();
        flush().then(() => callback(), callback);
      },
      final(callback) {
        flush().then(() => callback(), callback);
      },
    });
  }

  /** The file's bytes piece by piece, in order. */
  async *read(fileId: string): AsyncIterable<Buffer> {
    for await (const chunk of this.chunks.find({ fileId }).sort({ n: 1 }))
      yield Buffer.from(chunk.data.buffer);
  }
}
