/** The signature pad's pen, thinner when fast and thicker when slow (field-app spec, section 9). */
export const SIGNATURE_PEN_WIDTH = { min: 2.5, max: 4.5 } as const;

/** The drawn signature as a PNG (transparent background, so it prints on any form). */
export function signatureBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}
