import { Injectable } from '@nestjs/common';
import {
  canSeeDownload,
  DOWNLOAD_FILE_TYPES,
  downloadFileNameSchema,
  MAX_DOWNLOAD_BYTES,
  type Download,
  type DownloadCategory,
  type DownloadCategoryInput,
  type DownloadFileType,
  type DownloadInput,
  type DownloadListItem,
  type EventEnvelope,
  type SignedFileQuery,
  type UploadedDownloadFile,
} from '@agecheck/contracts';
import { Clock, EventFactory, IdGenerator, type AuthUser } from '@agecheck/nest-common';
import type { ReadStream } from 'node:fs';
import type { Upload } from '../images/multipart-upload';
import { DownloadFileStore, DownloadLinks } from './download-files';
import { downloadFileType } from './download-file-type';
import { DownloadException } from './downloads.exception';
import { DownloadsRepository, type DownloadItemKind, type DownloadItems } from './downloads.repository';

/** The bytes behind a valid signed link, with their media type, length and how long the link has left. */
export type SignedDownload = { stream: ReadStream; type: string; length: number; secondsLeft: number };

const actorOf = (user: AuthUser) => ({ id: user.id, name: user.name });

/**
 * Use cases of downloads and their categories (checklist D.5; docs/decisions/0042-downloads.md): any
 * signed-in user lists the categories and the downloads of their roles (`canSeeDownload`), each with a
 * short-lived signed link to its bytes (D-C12); admin uploads files (pdf, xlsx, docx, png, jpg by content, at
 * most 20 MB), writes and deletes. A category that holds downloads is not deleted (409).
 */
@Injectable()
export class DownloadsService {
  constructor(
    private readonly repository: DownloadsRepository,
    private readonly store: DownloadFileStore,
    private readonly links: DownloadLinks,
    private readonly events: EventFactory,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  listCategories(): Promise<DownloadCategory[]> {
    return this.repository.list('category');
  }

  createCategory(user: AuthUser, input: DownloadCategoryInput): Promise<DownloadCategory> {
    return this.write(user, 'category', { ...input, _id: this.ids.objectId() }, true);
  }

  async updateCategory(user: AuthUser, id: string, input: DownloadCategoryInput): Promise<DownloadCategory> {
    if (!(await this.repository.findById('category', id))) throw new DownloadException('DOWNLOAD_NOT_FOUND');
    return this.write(user, 'category', { ...input, _id: id }, false);
  }

  async removeCategory(user: AuthUser, id: string): Promise<void> {
    const category = await this.repository.findById('category', id);
    if (!category) throw new DownloadException('DOWNLOAD_NOT_FOUND');
    if (await this.repository.categoryInUse(id)) throw new DownloadException('DOWNLOAD_CATEGORY_IN_USE');
    const event = this.events.create('platform.downloadCategory.deleted', { category }, actorOf(user));
    if (!(await this.repository.remove('category', id, event, this.clock.now())))
      throw new DownloadException('DOWNLOAD_NOT_FOUND');
  }

  /** The downloads the caller sees (their roles; admin all), each with a signed link to its bytes. */
  async list(user: AuthUser): Promise<DownloadListItem[]> {
    const now = this.clock.now();
    const downloads = await this.repository.list('download');
    return downloads
      .filter((download) => canSeeDownload(user.roles, download))
      .map((download) => ({ ...download, url: this.links.linkTo(download.file, now) }));
  }

  create(user: AuthUser, input: DownloadInput): Promise<Download> {
    return this.writeDownload(user, { ...input, _id: this.ids.objectId() }, true);
  }

  async update(user: AuthUser, id: string, input: DownloadInput): Promise<Download> {
    if (!(await this.repository.findById('download', id))) throw new DownloadException('DOWNLOAD_NOT_FOUND');
    return this.writeDownload(user, { ...input, _id: id }, false);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const download = await this.repository.findById('download', id);
    if (!download) throw new DownloadException('DOWNLOAD_NOT_FOUND');
    const event = this.events.create('platform.download.deleted', { download }, actorOf(user));
    if (!(await this.repository.remove('download', id, event, this.clock.now())))
      throw new DownloadException('DOWNLOAD_NOT_FOUND');
  }

  /** `POST api/downloads/upload`: stores a pdf, xlsx, docx, png or jpg (by content) of at most 20 MB. */
  async upload(upload: Upload): Promise<UploadedDownloadFile> {
    if (upload.bytes.length > MAX_DOWNLOAD_BYTES) throw new DownloadException('DOWNLOAD_TOO_LARGE');
    const type = await downloadFileType(upload.bytes);
    if (!type) throw new DownloadException('DOWNLOAD_FILE_TYPE');
    const file = `${this.ids.objectId()}.${type}`;
    await this.store.write(file, upload.bytes);
    return { file };
  }

  /** The bytes behind a signed link; a missing, changed or expired signature answers 403. */
  async openSigned(name: string, query: SignedFileQuery): Promise<SignedDownload> {
    const secondsLeft = this.links.secondsLeft(name, query.expires, query.signature, this.clock.now());
    if (secondsLeft === undefined || !downloadFileNameSchema.safeParse(name).success)
      throw new DownloadException('DOWNLOAD_LINK_EXPIRED');
    const length = await this.store.size(name);
    if (length === undefined) throw new DownloadException('DOWNLOAD_NOT_FOUND');
    const type = DOWNLOAD_FILE_TYPES[name.slice(name.lastIndexOf('.') + 1) as DownloadFileType];
    return { stream: this.store.open(name), type, length, secondsLeft };
  }

  private async writeDownload(user: AuthUser, download: Download, created: boolean): Promise<Download> {
    if (!(await this.repository.findById('category', download.category)))
      throw new DownloadException('DOWNLOAD_CATEGORY_UNKNOWN', undefined, [
        { path: 'category', key: 'downloads.unknownCategory' },
      ]);
    if ((await this.store.size(download.file)) === undefined)
      throw new DownloadException('DOWNLOAD_FILE_UNKNOWN', undefined, [
        { path: 'file', key: 'downloads.unknownFile' },
      ]);
    return this.write(user, 'download', download, created);
  }

  private async write<K extends DownloadItemKind>(
    user: AuthUser,
    kind: K,
    item: DownloadItems[K],
    created: boolean,
  ): Promise<DownloadItems[K]> {
    const actor = actorOf(user);
    const event: EventEnvelope<unknown> =
      kind === 'download'
        ? this.events.create('platform.download.saved', { download: item as Download, created }, actor)
        : this.events.create(
            'platform.downloadCategory.saved',
            { category: item as DownloadCategory, created },
            actor,
          );
    if (!(await this.repository.save(kind, item, event, created)))
      throw new DownloadException('DOWNLOAD_NOT_FOUND');
    return item;
  }
}
