// `npm run dev`: the API (restarting on change) plus Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

const procs = [
  // the browser is on Vite's port: the API's origin check (PUBLIC_URL) and mail links name it
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) =>
  p.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  }),
);
