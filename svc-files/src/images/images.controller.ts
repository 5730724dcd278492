import { Controller, Param, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import {
  imageUrlSchema,
  MAX_UPLOAD_BYTES,
  UPLOAD_FILE_FIELD,
  uploadedFileSchema,
  type ImageUrl,
  type UploadedFile,
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
import { FILE_ERRORS } from './images.exception';
import { ImagesService, type UploadResult } from './images.service';
import { readUpload, UploadBuffers, type Upload } from './multipart-upload';
import { signedFileResponse, SignedFileQueryDto } from './signed-file';

class UploadedFileDto extends createZodDto(uploadedFileSchema) {}
class ImageUrlDto extends createZodDto(imageUrlSchema) {}

const fileProperty = {
  [UPLOAD_FILE_FIELD]: {
    type: 'string',
    format: 'binary',
    description: `The image (JPEG, PNG, WebP, GIF, TIFF or AVIF), at most ${MAX_UPLOAD_BYTES} bytes`,
  },
};
const purchaseProperty = {
  purchaseID: {
    type: 'string',
    pattern: '^[A-Za-z0-9_-]{1,64}$',
    description:
      'The purchase it belongs to: the same bytes again for the same purchase store no second file',
  },
};

/** Sends an upload's answer: 201 for a newly stored file, 200 for the one an earlier, same upload stored. */
function answer(response: Response, result: UploadResult): UploadedFile {
  response.status(result.created ? 201 : 200);
  return result.file;
}

/**
 * Images, receipts and signatures (field-app spec, section 7: "POST images (multipart file) answer img",
 * "GET images/{name}; GET images/byID/{type}/{id} answer imageUrl", "POST signature (multipart file)").
 */
@ApiErrors(FILE_ERRORS)
@Controller()
export class ImagesController {
  constructor(
    private readonly images: ImagesService,
    private readonly buffers: UploadBuffers,
  ) {}

  /** Stores an image as JPEG at most 1600 px wide (a receipt, `kind=receipt`: 2000 px), without metadata. */
  @Endpoint('POST /api/images')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [UPLOAD_FILE_FIELD],
      properties: {
        ...fileProperty,
        kind: { type: 'string', enum: ['image', 'receipt'], default: 'image' },
        ...purchaseProperty,
      },
    },
  })
  @ZodResponse({ status: 201, type: UploadedFileDto, description: 'Stored' })
  @ApiOkResponse({ type: UploadedFileDto.Output, description: 'The same upload was stored before' })
  async uploadImage(
    @CurrentUser() user: AuthUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UploadedFile> {
    return this.receive(request, response, (upload) => this.images.uploadImage(user, upload));
  }

  /** Stores an image of the signature pad as JPEG (transparency on white), without metadata. */
  @Endpoint('POST /api/signature')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [UPLOAD_FILE_FIELD],
      properties: { ...fileProperty, ...purchaseProperty },
    },
  })
  @ZodResponse({ status: 201, type: UploadedFileDto, description: 'Stored' })
  @ApiOkResponse({ type: UploadedFileDto.Output, description: 'The same upload was stored before' })
  async uploadSignature(
    @CurrentUser() user: AuthUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UploadedFile> {
    return this.receive(request, response, (upload) => this.images.uploadSignature(user, upload));
  }

  /** A short-lived link to a file by its name (`<id>.jpg`): the uploader's own files, planung and admin all. */
  @Endpoint('GET /api/images/:name')
  @ZodResponse({ type: ImageUrlDto })
  linkByName(@CurrentUser() user: AuthUser, @Param('name') name: string): Promise<ImageUrl> {
    return this.images.linkByName(user, name);
  }

  /** A short-lived link to a file by its kind (`image`, `receipt`, `signature`) and id. */
  @Endpoint('GET /api/images/byID/:type/:id')
  @ZodResponse({ type: ImageUrlDto })
  linkById(
    @CurrentUser() user: AuthUser,
    @Param('type') type: string,
    @Param('id') id: string,
  ): Promise<ImageUrl> {
    return this.images.linkById(user, type, id);
  }

  /**
   * The JPEG behind a signed link, without a token. Personal data: only the browser may keep it, and only
   * while the link is valid (`private`, max-age the link's remaining seconds); shared caches never.
   */
  @Endpoint('GET /api/images/file/:name')
  @ApiProduces('image/jpeg')
  @ApiOkResponse({
    description: 'The JPEG',
    content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
  })
  async openSigned(
    @Param('name') name: string,
    @Query() query: SignedFileQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return signedFileResponse(response, await this.images.openSigned(name, query), 'image/jpeg', 'inline');
  }

  /** Reads the upload into a lent buffer and stores it; the buffer is lent again once it is stored. */
  private receive(
    request: Request,
    response: Response,
    store: (upload: Upload) => Promise<UploadResult>,
  ): Promise<UploadedFile> {
    return this.buffers.lend(async (buffer) => {
      const upload = await readUpload({ headers: request.headers, stream: request }, buffer);
      return answer(response, await store(upload));
    });
  }
}
