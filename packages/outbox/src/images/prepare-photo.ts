/**
 * Photos are scaled on the phone before they are queued (issue 7; field-app spec, section 9): at most
 * 1600 px wide (2000 px for receipts), JPEG 0.95, so a 12 MP photo does not cross a weak mobile link.
 */
export const PHOTO_JPEG_QUALITY = 0.95;

/** iOS draws a canvas above 16.7 megapixels black (OFFLINE.md, point 4). */
export const MAX_CANVAS_PIXELS = 16_777_216;

/** Why a photo cannot be used: a message key of the `common` namespace. */
export class PhotoError extends Error {
  override readonly name = 'PhotoError';

  constructor(readonly messageKey: 'files.heic' | 'files.notAnImage' | 'files.blank') {
    super(messageKey);
  }
}

/** The size a photo of `width` × `height` is drawn at: at most `maxWidth` wide and under the canvas limit. */
export function drawSize(width: number, height: number, maxWidth: number): { width: number; height: number } {
  let scale = Math.min(1, maxWidth / width);
  if (width * scale * (height * scale) > MAX_CANVAS_PIXELS) {
    scale = Math.sqrt(MAX_CANVAS_PIXELS / (width * height));
  }
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
  };
}

/**
 * True when every sampled pixel has the same colour (within a small tolerance): a canvas the browser
 * failed to draw, all black or all white, is refused instead of stored as evidence.
 */
export function isBlank(rgba: Uint8ClampedArray, tolerance = 4): boolean {
  if (rgba.length < 4) return true;
  const [r, g, b] = [rgba[0] ?? 0, rgba[1] ?? 0, rgba[2] ?? 0];
  for (let i = 4; i < rgba.length; i += 4) {
    if (
      Math.abs((rgba[i] ?? 0) - r) > tolerance ||
      Math.abs((rgba[i + 1] ?? 0) - g) > tolerance ||
      Math.abs((rgba[i + 2] ?? 0) - b) > tolerance
    )
      return false;
  }
  return true;
}

function isHeic(file: Blob): boolean {
  const name = file instanceof File ? file.name.toLowerCase() : '';
  return /image\/hei[cf]/.test(file.type) || name.endsWith('.heic') || name.endsWith('.heif');
}

async function decode(file: Blob, maxWidth: number): Promise<ImageBitmap> {
  try {
    // EXIF orientation applied by the browser; decoding straight to the drawn size keeps memory low.
    const probe = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = drawSize(probe.width, probe.height, maxWidth);
    if (size.width === probe.width) return probe;
    probe.close();
    return await createImageBitmap(file, {
      imageOrientation: 'from-image',
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'high',
    });
  } catch {
    // A browser without HEIC support (all but Safari) cannot decode an iPhone's HEIC photo.
    throw new PhotoError(isHeic(file) ? 'files.heic' : 'files.notAnImage');
  }
}

/** Samples the drawn photo on a small canvas and refuses it when it holds one colour only. */
function assertNotBlank(source: HTMLCanvasElement): void {
  const sample = document.createElement('canvas');
  sample.width = 32;
  sample.height = 32;
  const ctx = sample.getContext('2d');
  if (!ctx) return;
  ctx.drawImage(source, 0, 0, 32, 32);
  if (isBlank(ctx.getImageData(0, 0, 32, 32).data)) throw new PhotoError('files.blank');
}

/**
 * Decodes a photo (camera or file), applies its EXIF orientation, draws it at most `maxWidth` wide (and
 * under 16.7 MP) and encodes it as JPEG 0.95. Throws a `PhotoError` for a HEIC photo the browser cannot
 * decode, a file that is no image, or a blank result.
 */
export async function preparePhoto(file: Blob, maxWidth: number): Promise<Blob> {
  const bitmap = await decode(file, maxWidth);
  const size = drawSize(bitmap.width, bitmap.height, maxWidth);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new PhotoError('files.notAnImage');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  assertNotBlank(canvas);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', PHOTO_JPEG_QUALITY),
  );
  // Phones keep only a few large canvases in memory: free this one at once.
  canvas.width = 0;
  canvas.height = 0;
  if (!blob) throw new PhotoError('files.blank');
  return blob;
}
