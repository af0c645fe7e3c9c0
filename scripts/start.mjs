// `npm start`: builds the web app and the server when their output is missing or older than
// their sources (so `npm ci && npm start` works on a fresh clone), then runs the compiled server
// (dist/server/main.js) with plain `node`: the site and the API on one port. A production host
// runs `npm run build` once and then `node dist/server/main.js` (README "Production settings").
import { spawn } from 'node:child_process';
import { buildWebIfNeeded, root } from './build-web.mjs';
import { buildServerIfNeeded, serverBundle } from './build-server.mjs';

try {
  buildWebIfNeeded();
  await buildServerIfNeeded();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
