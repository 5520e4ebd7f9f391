// Bundles the server into dist/main.js (plus the files of what it imports on demand). Workspace
// packages (the contract, the demo's marketplace simulator) are inlined; npm dependencies stay
// external and load from node_modules.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@app/'));

rmSync('dist', { recursive: true, force: true });
await build({
  // The media worker runs in a thread of its own, from a file of its own.
  entryPoints: { main: 'src/main.ts', 'media-worker': 'src/modules/media/media.worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // What is imported on demand gets a file of its own: the marketplace simulator of the offline
  // demo is read only by a process that starts it.
  splitting: true,
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: dist/main.js');
