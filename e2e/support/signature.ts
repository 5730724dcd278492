import type { Locator } from 'playwright-core';

/** Signs on a signature pad with the mouse: a few strokes across the canvas, as a finger would. */
export async function drawSignature(canvas: Locator): Promise<void> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature pad is not visible');
  const page = canvas.page();
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  for (const stroke of [
    [at(0.1, 0.6), at(0.3, 0.3), at(0.45, 0.7), at(0.6, 0.35)],
    [at(0.62, 0.6), at(0.8, 0.4), at(0.9, 0.65)],
  ]) {
    const [start, ...rest] = stroke;
    if (!start) continue;
    await page.mouse.move(...start);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(...point, { steps: 8 });
    await page.mouse.up();
  }
}
