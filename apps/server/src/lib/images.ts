import type Sharp from 'sharp';
import type { Sharp as SharpImage } from 'sharp';
import { lazyModule } from './lazy-module.js';

/** sharp (libvips) is loaded with the first image, not with the server. */
const sharp = lazyModule<typeof Sharp>('sharp');

/**
 * Refuses decompression bombs: a small file that would expand to gigabytes of pixels. Large enough
 * for any phone camera.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** An uploaded image opened for decoding: bounded in pixels, and a damaged file is an error. */
export function openImage(data: Buffer, maxInputPixels = MAX_INPUT_PIXELS): SharpImage {
  return sharp()(data, { limitInputPixels: maxInputPixels, failOn: 'error' });
}

/** The width and height that keep the aspect ratio within `maxPixels` (the same size when it fits). */
export function fitPixels(
  width: number,
  height: number,
  maxPixels: number,
): { width: number; height: number } {
  if (width * height <= maxPixels) return { width, height };
  const scale = Math.sqrt(maxPixels / (width * height));
  const fitted = {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
  };
  // A side that cannot go below one pixel leaves the whole budget to the other (a 100000×1 strip).
  if (fitted.width * fitted.height > maxPixels) {
    if (fitted.height === 1) fitted.width = maxPixels;
    else fitted.height = Math.max(1, Math.floor(maxPixels / fitted.width));
  }
  return fitted;
}

/**
 * Re-encodes an image in its own format with at most `maxPixels` pixels, turned upright by its EXIF
 * orientation. Only pixels survive: EXIF (with a camera's GPS position), comments and anything
 * appended to the file are dropped, and whoever opens it decodes a bounded image (a 49-megapixel
 * upload would cost each viewer about 196 MB of memory).
 */
export async function reencodeImage(
  data: Buffer,
  options: { format: ImageFormat; maxPixels: number },
): Promise<Buffer> {
  const image = openImage(data);
  const { width, height, orientation } = await image.metadata();
  // Orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const quarterTurn = (orientation ?? 1) >= 5;
  const upright = quarterTurn ? { width: height, height: width } : { width, height };
  const target = fitPixels(upright.width, upright.height, options.maxPixels);
  const pipeline = image.rotate().resize(target.width, target.height, { fit: 'fill' });
  switch (options.format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'png':
      return pipeline.png().toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 85 }).toBuffer();
  }
}
