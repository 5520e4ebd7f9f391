// Loaded with `--import` into the built product by production-mode.test.ts: when the process exits
// it writes to stderr which builds of React it loaded and whether a Redux Toolkit store built as
// the web app builds its own gets the development-only checks (immutability, serializability).
import { writeSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { configureStore } = await import('@reduxjs/toolkit');

process.on('exit', () => {
  let middleware = [];
  configureStore({
    reducer: (state = {}) => state,
    middleware: (getDefault) => {
      middleware = getDefault();
      return middleware;
    },
  });
  // Loaded ones only: importing a CommonJS file from ESM puts every file it may re-export (both
  // builds, for React) in the cache, parsed for their names but not run.
  const react = Object.entries(require.cache)
    .filter(
      ([file, module]) => module?.loaded && /[\\/]node_modules[\\/]react(-dom)?[\\/]cjs[\\/]/.test(file),
    )
    .map(([file]) => file.split(/[\\/]node_modules[\\/]/).at(-1));
  const report = { nodeEnv: process.env.NODE_ENV, react, middleware: middleware.length };
  writeSync(2, `\nproduction-probe ${JSON.stringify(report)}\n`);
});
