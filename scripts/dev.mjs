// `npm run dev`: the API with reload on change (port 5000) and Vite's dev server (port 5173,
// proxying /api and /auth to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const run = (args) =>
  spawn('npm', args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } });

const children = [run(['run', 'dev', '-w', '@app/server']), run(['run', 'dev', '-w', '@app/web'])];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
