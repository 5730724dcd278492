import sharp from 'sharp';

/** GPS position written into test photos (Zürich main station): a stored file must not carry it. */
const GPS_EXIF = {
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '47/1 22/1 42/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '8/1 32/1 25/1',
  },
};

/**
 * A phone-like JPEG photo with grain (so it compresses like a real one), its GPS position in EXIF and, if
 * given, the EXIF orientation a phone writes when held upright.
 */
export async function phonePhoto(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6a8caf',
      noise: { type: 'gaussian', mean: 120, sigma: 25 },
    },
  })
    .jpeg({ quality: 90 })
    .withExif(GPS_EXIF);
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/** A signature pad's image: a dark stroke on a transparent PNG. */
export async function signaturePng(): Promise<Buffer> {
  const stroke =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 120 20, 220 180, 580 40" stroke="#111" stroke-width="4" fill="none"/></svg>';
  return sharp(Buffer.from(stroke)).png().toBuffer();
}

/** The start of an iPhone HEIC photo (its `ftyp` box), which the server's sharp cannot decode. */
export const HEIC_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
  Buffer.alloc(64),
]);

/** True when EXIF data (as sharp's metadata gives it) points to a GPS block (tag 0x8825 in IFD0). */
export function hasGpsBlock(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.indexOf('II*\0') >= 0 ? exif.indexOf('II*\0') : exif.indexOf('MM\0*');
  if (tiff < 0) return false;
  const little = exif[tiff] === 0x49;
  const read16 = (at: number) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const read32 = (at: number) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const ifd0 = tiff + read32(tiff + 4);
  const entries = read16(ifd0);
  return Array.from({ length: entries }, (_, index) => read16(ifd0 + 2 + index * 12)).includes(0x8825);
}
