// The local S3-compatible server of the storage tests (s3-server-test-support.ts starts it with fork).
// It runs in a process of its own because s3rver encrypts the continuation token of a truncated listing with
// DES, which Node's OpenSSL 3 offers only with --openssl-legacy-provider: a flag for this process alone.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();

// Every request line, sent on when the test asks: it shows how an upload reached the server (parts or not).
const requests = [];
server.httpServer.on('request', (request) => requests.push(`${request.method} ${request.url}`));
process.on('message', (message) => {
  if (message === 'requests') process.send?.({ requests });
});

// The test process going away (or stopping it) disconnects the channel: close and leave.
process.on('disconnect', () => {
  server.close().finally(() => process.exit(0));
});
process.send?.({ port });
