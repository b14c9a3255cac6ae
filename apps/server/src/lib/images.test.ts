import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { fitPixels, reencodeImage } from './images.js';

describe('fitPixels', () => {
  it('keeps a size that fits and scales a larger one down to the budget, keeping its shape', () => {
    expect(fitPixels(4032, 3024, 16_000_000)).toEqual({ width: 4032, height: 3024 });
    const scaled = fitPixels(8000, 6000, 16_000_000);
    expect(scaled.width * scaled.height).toBeLessThanOrEqual(16_000_000);
    expect(scaled.width * scaled.height).toBeGreaterThan(15_990_000);
    expect(scaled.width / scaled.height).toBeCloseTo(4 / 3, 3);
    expect(fitPixels(100_000, 1, 100)).toEqual({ width: 100, height: 1 });
  });
});

describe('reencodeImage', () => {
  it('turns the picture upright by its EXIF orientation, bounds it and drops the metadata', async () => {
    // Stored 300×100 with orientation 6 (a quarter turn): upright it is 100×300.
    const sideways = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#246' } })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'someone' } })
      .jpeg()
      .toBuffer();
    const out = await reencodeImage(sideways, { format: 'jpeg', maxPixels: 7_500 });
    const metadata = await sharp(out).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 50, height: 150 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('keeps the format it is asked for', async () => {
    const webp = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#0000' } })
      .webp()
      .toBuffer();
    expect(
      (await sharp(await reencodeImage(webp, { format: 'webp', maxPixels: 1_000 })).metadata()).format,
    ).toBe('webp');
  });
});
