import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '../../config.ts';

export type LocalS3Server = {
  settings: S3Settings;
  /** Every request (method, path and query) the server has received so far. */
  requests(): Promise<string[]>;
  stop(): Promise<void>;
};

async function nextMessage<T>(child: ChildProcess, has: (message: unknown) => message is T): Promise<T> {
  for (;;) {
    const [message] = await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`The local S3 server exited (${code})`);
      }),
    ]);
    if (has(message)) return message;
  }
}

/**
 * An S3-compatible server (s3rver, plain JavaScript, see s3-server-process.mjs) on a free port of 127.0.0.1,
 * keeping its objects in a temporary folder; stop() ends it and removes the folder. s3rver checks request
 * signatures against its fixed key pair.
 */
export async function startLocalS3Server(bucket = 'academy-test'): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'academy-s3-'));
  const child = fork(new URL('./s3-server-process.mjs', import.meta.url), [directory, bucket], {
    execArgv: ['--openssl-legacy-provider'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { port } = await nextMessage(child, (message): message is { port: number } =>
    Boolean(message && typeof message === 'object' && 'port' in message),
  );
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async requests() {
      const answer = nextMessage(child, (message): message is { requests: string[] } =>
        Boolean(message && typeof message === 'object' && 'requests' in message),
      );
      child.send('requests');
      return (await answer).requests;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.disconnect();
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
