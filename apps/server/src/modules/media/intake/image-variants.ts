import sharp from 'sharp';
import type { FileStorage } from '../../../platform/storage/index.ts';

/** The widths the screens show an image at (issue 12: thumbnail, card, full); never wider than the source. */
export const imageVariantWidths = { thumbnail: 320, card: 800, full: 1920 } as const;
export type ImageVariantName = keyof typeof imageVariantWidths;

export type StoredVariant = { name: ImageVariantName; key: string; size: number; mime: 'image/webp' };

/**
 * Width and height as the image is shown (EXIF orientation applied), or null when sharp cannot decode it:
 * bytes that start like an image but are not one are refused like any other wrong type.
 */
export async function imageDimensions(path: string): Promise<{ width: number; height: number } | null> {
  try {
    const metadata = await sharp(path).metadata();
    const { width, height } = metadata.autoOrient ?? metadata;
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Whether sharp decodes the whole image (its first frame, the one the variants show). A valid header over
 * broken data passes `imageDimensions`, which reads only the header, and would fail later in the WebP step.
 */
export async function imageDecodes(path: string): Promise<boolean> {
  try {
    await sharp(path).stats();
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes each variant as WebP from the file at `path` (upright, first frame of an animation) and stores it
 * under `<prefix>/<variant>.webp`. One at a time: variants are CPU work on a shared machine. `onStored` hears
 * every key as soon as it exists, so a failure half-way leaves nothing the caller cannot remove.
 */
export async function storeImageVariants(
  storage: FileStorage,
  path: string,
  prefix: string,
  onStored: (key: string) => void,
): Promise<StoredVariant[]> {
  const variants: StoredVariant[] = [];
  for (const [name, width] of Object.entries(imageVariantWidths) as [ImageVariantName, number][]) {
    const bytes = await sharp(path)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const key = `${prefix}/${name}.webp`;
    onStored(key);
    const { size } = await storage.put(key, bytes, { contentType: 'image/webp' });
    variants.push({ name, key, size, mime: 'image/webp' });
  }
  return variants;
}
