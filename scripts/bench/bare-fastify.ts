// The benchmark's baseline: Fastify with nothing but a JSON body parser (built in) and a hello-world answer
// to every path and method, on PORT. No logger, no plugins: the practical limit of a Node server here.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.all('/*', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
