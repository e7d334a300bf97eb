import type { FileStorage } from '../platform/storage/index.ts';
import { hazardIllustration } from './content-media.ts';

/**
 * Writes the demo media files into the file storage. The seed runs in a transaction without the config,
 * so it only records the rows; this puts the bytes where `files.path` points, on every start (cheap, and it
 * repairs a DATA_DIR that was emptied while the database was kept).
 */
export async function writeDemoMedia(storage: FileStorage): Promise<void> {
  await storage.put(hazardIllustration.path, hazardIllustration.svg, { contentType: 'image/svg+xml' });
}
