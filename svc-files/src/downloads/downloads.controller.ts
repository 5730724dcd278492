import { Body, Controller, HttpCode, Param, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiNoContentResponse, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import {
  downloadCategoryInputSchema,
  downloadCategorySchema,
  downloadInputSchema,
  downloadListItemSchema,
  downloadSchema,
  MAX_DOWNLOAD_BYTES,
  UPLOAD_FILE_FIELD,
  uploadedDownloadFileSchema,
  type Download,
  type DownloadCategory,
  type DownloadListItem,
  type UploadedDownloadFile,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import type { Request, Response } from 'express';
import { FileException } from '../images/images.exception';
import { readUpload, UploadBuffers } from '../images/multipart-upload';
import { signedFileResponse, SignedFileQueryDto } from '../images/signed-file';
import { DownloadException, DOWNLOAD_ERRORS } from './downloads.exception';
import { DownloadsService } from './downloads.service';

class CategoryInputDto extends createZodDto(downloadCategoryInputSchema) {}
class CategoryDto extends createZodDto(downloadCategorySchema) {}
class DownloadInputDto extends createZodDto(downloadInputSchema) {}
class DownloadDto extends createZodDto(downloadSchema) {}
class DownloadListItemDto extends createZodDto(downloadListItemSchema) {}
class UploadedDownloadFileDto extends createZodDto(uploadedDownloadFileSchema) {}

/**
 * Downloads and their categories (F§2 L51, F§7 L214; B§2 L81, B§7 L187; checklist D.5): the lists for anyone
 * signed in, the writes, deletes and the file upload for admin, the bytes behind a signed link for whoever
 * holds one (D-C12). Literal paths (`upload`, `file/:name`) beside `/:id`.
 */
@ApiErrors(DOWNLOAD_ERRORS)
@Controller()
export class DownloadsController {
  constructor(
    private readonly downloads: DownloadsService,
    private readonly buffers: UploadBuffers,
  ) {}

  /** The categories, each with its name in de, fr and it. */
  @Endpoint('GET /api/download/categories')
  @ZodResponse({ type: [CategoryDto] })
  listCategories(): Promise<DownloadCategory[]> {
    return this.downloads.listCategories();
  }

  @Endpoint('POST /api/download/categories')
  @ZodResponse({ status: 201, type: CategoryDto, description: 'Created' })
  createCategory(@CurrentUser() user: AuthUser, @Body() input: CategoryInputDto): Promise<DownloadCategory> {
    return this.downloads.createCategory(user, input);
  }

  @Endpoint('PUT /api/download/categories/:id')
  @ZodResponse({ type: CategoryDto })
  updateCategory(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: CategoryInputDto,
  ): Promise<DownloadCategory> {
    return this.downloads.updateCategory(user, id, input);
  }

  /** Deletes a category that holds no download (else 409 `downloads.categoryInUse`). */
  @Endpoint('DELETE /api/download/categories/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  removeCategory(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.downloads.removeCategory(user, id);
  }

  /** The downloads of the caller's roles (admin: all), each with `url`, a signed link to its bytes. */
  @Endpoint('GET /api/downloads')
  @ZodResponse({ type: [DownloadListItemDto] })
  list(@CurrentUser() user: AuthUser): Promise<DownloadListItem[]> {
    return this.downloads.list(user);
  }

  /** A file for a download: pdf, xlsx, docx, png or jpg (by its content), at most 20 MB; answers its name. */
  @Endpoint('POST /api/downloads/upload')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [UPLOAD_FILE_FIELD],
      properties: {
        [UPLOAD_FILE_FIELD]: {
          type: 'string',
          format: 'binary',
          description: `A pdf, xlsx, docx, png or jpg, at most ${MAX_DOWNLOAD_BYTES} bytes`,
        },
      },
    },
  })
  @ZodResponse({ status: 201, type: UploadedDownloadFileDto, description: 'Stored' })
  upload(@Req() request: Request): Promise<UploadedDownloadFile> {
    return this.buffers.lend(async (buffer) => {
      const upload = await readUpload({ headers: request.headers, stream: request }, buffer).catch(
        (error: unknown) => {
          // the multipart reader stops at 25 MB, the images' limit: for a download it is 20 MB
          if (error instanceof FileException && error.code === 'FILE_TOO_LARGE')
            throw new DownloadException('DOWNLOAD_TOO_LARGE');
          throw error;
        },
      );
      return this.downloads.upload(upload);
    });
  }

  @Endpoint('POST /api/downloads')
  @ZodResponse({ status: 201, type: DownloadDto, description: 'Created' })
  create(@CurrentUser() user: AuthUser, @Body() input: DownloadInputDto): Promise<Download> {
    return this.downloads.create(user, input);
  }

  @Endpoint('PUT /api/downloads/:id')
  @ZodResponse({ type: DownloadDto })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: DownloadInputDto,
  ): Promise<Download> {
    return this.downloads.update(user, id, input);
  }

  @Endpoint('DELETE /api/downloads/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.downloads.remove(user, id);
  }

  /**
   * A download's bytes behind a signed link, without a token. Only the browser may keep them, and only while
   * the link is valid; shared caches never (decision 0013).
   */
  @Endpoint('GET /api/downloads/file/:name')
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({
    description: 'The file',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  })
  async openSigned(
    @Param('name') name: string,
    @Query() query: SignedFileQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.downloads.openSigned(name, query);
    return signedFileResponse(response, file, file.type, `attachment; filename="${name}"`);
  }
}
