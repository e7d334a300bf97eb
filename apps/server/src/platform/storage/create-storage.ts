import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { localStorage } from './local-storage.ts';

/** The storage the configuration names: the local disk under the data directory unless S3 is configured. */
export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return localStorage(config.dataDir);
}
