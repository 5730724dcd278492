import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { FileException } from './images.exception';

/** What is stored of an upload: the JPEG's bytes and its size in pixels. */
export type StoredJpeg = { data: Buffer; width: number; height: number };

/** The formats a phone, a scanner or the signature pad sends that the server turns into JPEG. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);

/** Larger images are refused before decoding (a decompression bomb); a 48 MP phone photo still passes. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * The JPEG of stored files: at quality 85 a receipt's small print stays legible at about a twentieth of a
 * phone photo's bytes. Huffman tables are not optimised: that costs a tenth of the encoding time for about
 * a tenth less bytes (docs/decisions/0013-serving-files.md). The upload benchmark gives sharp's bare resize
 * the same options.
 */
export const STORED_JPEG_OPTIONS = { quality: 85, optimizeCoding: false } as const;

/** ISO-BMFF brands of HEIC/HEIF photos (iPhones); AVIF, the same container with AV1, decodes fine. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** True for the bytes of an HEIC photo, read from its `ftyp` box. */
export function isHeic(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    HEIC_BRANDS.has(bytes.toString('latin1', 8, 12))
  );
}

/**
 * Turns uploaded bytes into the stored JPEG: decoded once by sharp, turned as the EXIF orientation says,
 * at most `width` pixels wide (smaller images keep their size), transparency on white (signatures), sRGB,
 * and without any metadata (no EXIF, no GPS position, no camera serial).
 */
@Injectable()
export class ImageProcessor {
  async toStoredJpeg(bytes: Buffer, width: number): Promise<StoredJpeg> {
    if (isHeic(bytes)) throw new FileException('FILE_HEIC');
    try {
      const image = sharp(bytes, { autoOrient: true, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
      const { format } = await image.metadata();
      if (!ACCEPTED_FORMATS.has(format)) throw new FileException('FILE_NOT_AN_IMAGE');
      const { data, info } = await image
        .resize({ width, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg(STORED_JPEG_OPTIONS)
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch (error) {
      if (error instanceof FileException) throw error;
      throw new FileException('FILE_NOT_AN_IMAGE');
    }
  }
}
