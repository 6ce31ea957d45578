// The baseline of the API benchmark: Fastify with one route and nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.post('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
