import type { FastifyInstance } from 'fastify';

/**
 * While the process drains (SIGTERM, main.ts), every answer says `Connection: close`: the client's keep-alive
 * connection ends with the answer instead of lingering until its idle timeout, which would hold the listener's
 * close (it waits for every open connection) and the stop with it.
 */
export function registerDraining(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.services?.lifecycle.draining) reply.header('Connection', 'close');
    done(null, payload);
  });
}
