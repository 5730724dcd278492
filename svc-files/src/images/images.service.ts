import { Injectable } from '@nestjs/common';
import {
  canAccess,
  canReadFile,
  fileKindSchema,
  imageUploadFieldsSchema,
  signatureUploadFieldsSchema,
  STORED_WIDTH,
  storedFileNameSchema,
  type FileKind,
  type ImageUrl,
  type SignedFileQuery,
  type UploadedFile,
} from '@agecheck/contracts';
import { Clock, IdGenerator, RequestClient, type AuthUser } from '@agecheck/nest-common';
import { ZodValidationException } from 'nestjs-zod';
import type { ReadStream } from 'node:fs';
import type { z } from 'zod';
import { FileLinks } from './file-links';
import { FileStore } from './file-store';
import { FilesRepository, type StoredFile } from './files.repository';
import { ImageProcessor } from './image-processor';
import { FileException } from './images.exception';
import type { Upload } from './multipart-upload';

/** An upload's answer, and whether it stored a new file (false: the same upload was stored before). */
export type UploadResult = { file: UploadedFile; created: boolean };

/** The bytes behind a valid signed link, with their length and how long the link has left. */
export type SignedFile = { stream: ReadStream; length: number; secondsLeft: number };

function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.infer<S> {
  const result = schema.safeParse(fields);
  if (!result.success) throw new ZodValidationException(result.error);
  return result.data;
}

const answerOf = (file: StoredFile): UploadedFile => ({ img: file.name, sha256: file.sha256 });

/** Use cases of images, receipts and signatures: store an upload once, link to a file, serve a linked file. */
@Injectable()
export class ImagesService {
  constructor(
    private readonly repository: FilesRepository,
    private readonly store: FileStore,
    private readonly links: FileLinks,
    private readonly processor: ImageProcessor,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly requests: RequestClient,
  ) {}

  /** `POST /api/images`: a report image (1600 px) or, with `kind=receipt`, a receipt (2000 px). */
  async uploadImage(user: AuthUser, upload: Upload): Promise<UploadResult> {
    const { kind, purchaseID } = parseFields(imageUploadFieldsSchema, upload.fields);
    return this.storeUpload(user, kind, purchaseID, upload);
  }

  /** `POST /api/signature`: an image of the signature pad. */
  async uploadSignature(user: AuthUser, upload: Upload): Promise<UploadResult> {
    const { purchaseID } = parseFields(signatureUploadFieldsSchema, upload.fields);
    return this.storeUpload(user, 'signature', purchaseID, upload);
  }

  async linkByName(user: AuthUser, name: string): Promise<ImageUrl> {
    const file = storedFileNameSchema.safeParse(name).success
      ? await this.repository.findByName(name)
      : undefined;
    return this.linkTo(user, file);
  }

  async linkById(user: AuthUser, type: string, id: string): Promise<ImageUrl> {
    const kind = fileKindSchema.safeParse(type);
    const file = kind.success ? await this.repository.findById(id) : undefined;
    return this.linkTo(user, file?.kind === kind.data ? file : undefined);
  }

  async openSigned(name: string, query: SignedFileQuery): Promise<SignedFile> {
    const secondsLeft = this.links.secondsLeft(name, query.expires, query.signature, this.clock.now());
    if (secondsLeft === undefined) throw new FileException('FILE_LINK_EXPIRED');
    // a valid signature names a stored file, so the name needs no further check
    const length = await this.store.size(name);
    if (length === undefined) throw new FileException('FILE_NOT_FOUND');
    return { stream: this.store.open(name), length, secondsLeft };
  }

  private linkTo(user: AuthUser, file: StoredFile | undefined): ImageUrl {
    // Someone else's file answers like a missing one, so names of other users' files reveal nothing.
    if (!file || !canReadFile(user, file)) throw new FileException('FILE_NOT_FOUND');
    return { imageUrl: this.links.linkTo(file.name, this.clock.now()) };
  }

  /**
   * An upload may name only the caller's own purchase, or one no purchase has yet (photos go out before
   * their report); planung and admin work on every purchase (issue 17, item 5).
   */
  private async checkPurchase(user: AuthUser, purchaseID: string | undefined): Promise<void> {
    if (!purchaseID || canAccess(user.roles, 'planung')) return;
    const owner = await this.requests.request('purchaseOwner.get', { id: purchaseID });
    if (owner && owner.userID !== user.id) throw new FileException('FILE_PURCHASE_FORBIDDEN');
  }

  private async storeUpload(
    user: AuthUser,
    kind: FileKind,
    purchaseID: string | undefined,
    upload: Upload,
  ): Promise<UploadResult> {
    const key = { userID: user.id, purchaseID: purchaseID ?? '', kind, sha256: upload.sha256 };
    // No lookup before decoding: the unique upload key tells a retry when its record is inserted, so a new
    // upload (the usual case) waits for one database round trip less, and a retry (rare) costs a decoding.
    // The purchase's owner is asked meanwhile.
    const [jpeg] = await Promise.all([
      this.processor.toStoredJpeg(upload.bytes, STORED_WIDTH[kind]),
      this.checkPurchase(user, purchaseID),
    ]);
    const id = this.ids.objectId();
    const file: StoredFile = {
      ...key,
      id,
      name: `${id}.jpg`,
      width: jpeg.width,
      height: jpeg.height,
      bytes: jpeg.data.length,
      createdAt: this.clock.now().toISOString(),
    };
    await this.store.write(file.name, jpeg.data);
    if (await this.repository.insert(file)) return { file: answerOf(file), created: true };

    // the same upload was recorded first (a retry, or a concurrent one): keep its file, drop ours
    await this.store.remove(file.name);
    const first = await this.repository.findUpload(key);
    if (!first) throw new Error(`upload ${upload.sha256} reported as a duplicate but not found`);
    return { file: answerOf(first), created: false };
  }
}
