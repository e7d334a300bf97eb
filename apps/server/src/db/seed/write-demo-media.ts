import { writeStoredFile } from '../../platform/storage/local-storage.ts';
import { hazardIllustration } from './content-media.ts';

/**
 * Writes the demo media files into `${DATA_DIR}/media/`. The seed runs in a transaction without the config,
 * so it only records the rows; this puts the bytes where `files.path` points, on every start (cheap, and it
 * repairs a DATA_DIR that was emptied while the database was kept).
 */
export async function writeDemoMedia(dataDir: string): Promise<void> {
  await writeStoredFile(dataDir, hazardIllustration.path, hazardIllustration.svg);
}
