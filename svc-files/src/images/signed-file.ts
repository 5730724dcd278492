import { StreamableFile } from '@nestjs/common';
import { signedFileQuerySchema } from '@agecheck/contracts';
import { createZodDto } from '@agecheck/nest-common';
import type { Response } from 'express';
import type { ReadStream } from 'node:fs';

/** The query of a signed link: its expiry and signature (decision 0013). */
export class SignedFileQueryDto extends createZodDto(signedFileQuerySchema) {}

/**
 * The bytes behind a signed link (an image, a download): personal or role-bound data, so only the browser may
 * keep them, and only while the link is valid (`private`, max-age the link's remaining seconds); shared caches
 * never (decision 0013).
 */
export function signedFileResponse(
  response: Response,
  file: { stream: ReadStream; length: number; secondsLeft: number },
  type: string,
  disposition: string,
): StreamableFile {
  response.setHeader('cache-control', `private, max-age=${file.secondsLeft}, immutable`);
  response.setHeader('x-content-type-options', 'nosniff');
  return new StreamableFile(file.stream, { type, length: file.length, disposition });
}
