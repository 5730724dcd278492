import { Injectable } from '@nestjs/common';
import { imageUrlSchema } from '@agecheck/contracts';

/** Where svc-files answers (`SVC_FILES_URL`). */
export class FilesLocation {
  constructor(readonly baseUrl: string) {}
}

/**
 * Reads stored photos and signatures from svc-files as the caller: with the caller's token it asks for the
 * file's signed link and then loads the bytes, so svc-files alone decides who may see a file (decision 0013).
 */
@Injectable()
export class FilesClient {
  constructor(private readonly location: FilesLocation) {}

  /** The file's bytes, or undefined when svc-files has no such file (or none the caller may see). */
  async read(name: string, authorization: string): Promise<Buffer | undefined> {
    const link = await fetch(`${this.location.baseUrl}/api/images/${encodeURIComponent(name)}`, {
      headers: { authorization },
    });
    if (link.status === 404) return undefined;
    if (!link.ok) throw new Error(`svc-files answered ${link.status} for the link to ${name}`);
    const { imageUrl } = imageUrlSchema.parse(await link.json());
    const file = await fetch(`${this.location.baseUrl}${imageUrl}`);
    if (!file.ok) throw new Error(`svc-files answered ${file.status} for ${name}`);
    return Buffer.from(await file.arrayBuffer());
  }
}
