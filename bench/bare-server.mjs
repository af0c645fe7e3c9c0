// A bare Fastify server for `npm run bench`: answers GET /bare/<name> with the exact bytes in
// the JSON file given for <name> (argv: port, then name=file pairs). The app's routes are measured
// against it in the same run (ADR 179).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, ...pairs] = process.argv.slice(2);
const app = Fastify({ logger: false });
for (const pair of pairs) {
  const [name, file] = pair.split('=');
  const body = readFileSync(file);
  app.get(`/bare/${name}`, (_req, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
