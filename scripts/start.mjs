// `npm start`: builds the web app when it is missing or older than its sources, then serves
// the site and the API on one port.
import { spawn } from 'node:child_process';
import { buildWebIfNeeded, root } from './build-web.mjs';

try {
  buildWebIfNeeded();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
