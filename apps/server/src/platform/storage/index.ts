export { createFileStorage } from './create-storage.ts';
export type { ByteRange, FileStorage, StoredObject, StoredObjectInfo } from './file-storage.ts';
export { storageKey } from './file-storage.ts';
export { localStorage, mediaRoot } from './local-storage.ts';
export { type RequestedRange, requestedRange } from './range-header.ts';
export { type S3StorageOptions, s3Storage } from './s3-storage.ts';
