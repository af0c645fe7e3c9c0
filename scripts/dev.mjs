// `npm run dev`: the API (restarting on change) plus Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

// CHANNEL_MANAGER=channex without CHANNEX_API_URL: the local stand-in of the channel manager
// (ADR 260) on :4010, which records the pushes and serves a feed of OTA bookings
const standIn = process.env.CHANNEL_MANAGER === 'channex' && !process.env.CHANNEX_API_URL;
const channelEnv = standIn ? { CHANNEX_API_URL: 'http://127.0.0.1:4010' } : {};

const procs = [
  // the browser is on Vite's port: the API's origin check (PUBLIC_URL) and mail links name it
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { PUBLIC_URL: 'http://localhost:5173', ...channelEnv, ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
  ...(standIn
    ? [spawn('npx', ['tsx', 'src/server/cli/channex-stand-in.ts'], { stdio: 'inherit' })]
    : []),
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
