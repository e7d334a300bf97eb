import Fastify from 'fastify';
const app = Fastify();
app.get('/bare', async () => ({ data: { item: { ok: true } } }));
await app.listen({ port: 3919 });
