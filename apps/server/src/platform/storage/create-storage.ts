import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** The storage the configuration names: the local disk under the data directory unless STORAGE=s3. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 'storage'>): FileStorage {
  return config.storage.kind === 's3' ? s3Storage(config.storage.s3) : localStorage(config.dataDir);
}
