import { PHOTO_JPEG_QUALITY } from '@agecheck/outbox';

/** A rectangle of the source image in pixels, as the cropper reports it. */
export type PixelArea = { x: number; y: number; width: number; height: number };

/** Rotations the editor offers: quarter turns, so a rotated photo has as many pixels as the original. */
export type QuarterTurn = 0 | 90 | 180 | 270;

/** The next quarter turn clockwise. */
export function turnClockwise(rotation: QuarterTurn): QuarterTurn {
  return ((rotation + 90) % 360) as QuarterTurn;
}

/** The size of an image of `width` × `height` after the rotation. */
export function rotatedSize(width: number, height: number, rotation: QuarterTurn) {
  return rotation % 180 === 0 ? { width, height } : { width: height, height: width };
}

/** The size a crop is stored at: at most `maxWidth` wide, the proportions kept. */
export function scaledSize(width: number, height: number, maxWidth: number) {
  if (width <= maxWidth) return { width: Math.round(width), height: Math.round(height) };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

function canvas(width: number, height: number): HTMLCanvasElement {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  return element;
}

function context(element: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = element.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  return ctx;
}

/**
 * Rotates the photo, cuts out the area chosen in the editor and draws it at most `maxWidth` wide as a JPEG
 * (the area is given in the rotated image's pixels, as react-easy-crop reports it).
 */
export async function renderEdit(
  photo: ImageBitmap,
  rotation: QuarterTurn,
  area: PixelArea,
  maxWidth: number,
): Promise<Blob> {
  const rotated = rotatedSize(photo.width, photo.height, rotation);
  const whole = canvas(rotated.width, rotated.height);
  const wholeCtx = context(whole);
  wholeCtx.translate(rotated.width / 2, rotated.height / 2);
  wholeCtx.rotate((rotation * Math.PI) / 180);
  wholeCtx.drawImage(photo, -photo.width / 2, -photo.height / 2);

  const size = scaledSize(area.width, area.height, maxWidth);
  const out = canvas(size.width, size.height);
  const outCtx = context(out);
  outCtx.imageSmoothingQuality = 'high';
  outCtx.drawImage(whole, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  // Free the large canvas at once: phones keep only a few of them in memory.
  whole.width = 0;
  whole.height = 0;
  return new Promise((resolve, reject) =>
    out.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be drawn'))),
      'image/jpeg',
      PHOTO_JPEG_QUALITY,
    ),
  );
}
