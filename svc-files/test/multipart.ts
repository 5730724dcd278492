import { Readable } from 'node:stream';
import type { MultipartBody } from '../src/images/multipart-upload';

type Part = { name: string; value: string } | { name: string; bytes: Buffer; filename?: string };

/** A multipart/form-data request body as a browser's FormData sends it. */
export async function multipart(parts: Part[]): Promise<MultipartBody & { body: Buffer }> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([part.bytes]), part.filename ?? 'photo.jpg');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return {
    body,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    stream: Readable.from([body]),
  };
}
