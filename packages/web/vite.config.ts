import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, parseAst, type UserConfig } from 'vite';

/**
 * The contract's top-level constants are zod schemas and plain values: building them has no
 * effect outside them. Wrapping each initialiser in a call marked pure lets the bundler drop the
 * ones the web app never uses, so a module the storefront needs a helper from (topic.ts) does not
 * drag zod into its first download. The server, which validates with them, is unaffected.
 */
function contractDeclarationsArePure(): Plugin {
  const contract = /[\\/]packages[\\/]contract[\\/]src[\\/].*\.ts$/;
  return {
    name: 'contract-declarations-are-pure',
    apply: 'build',
    transform(code, id) {
      if (!contract.test(id)) return null;
      const edits: { at: number; text: string }[] = [];
      for (const node of parseAst(code).body) {
        const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const { init } of declaration.declarations) {
          if (!init || (init.type !== 'CallExpression' && init.type !== 'NewExpression')) continue;
          edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' }, { at: init.end, text: '))()' });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const { at, text } of edits.sort((a, b) => b.at - a.at))
        out = out.slice(0, at) + text + out.slice(at);
      return { code: out, map: null };
    },
  };
}

/**
 * The stylesheet the build emits (the web font's `@font-face` rules, under 2 KB) goes into the
 * page itself: as a file it blocks the first paint for one more round trip, the slowest part of a
 * phone's first visit.
 */
function inlineStylesheets(): Plugin {
  return {
    name: 'inline-stylesheets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      page.source = page.source.replace(
        /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
        (link, file: string) => {
          const sheet = bundle[file];
          if (sheet?.type !== 'asset') return link;
          // The file stays: the loader of the app's code may still ask for it (from the cache).
          return `<style>${String(sheet.source)}</style>`;
        },
      );
    },
  };
}

// In development the API runs as its own process; in production the server serves this build itself.
const backend = 'http://127.0.0.1:5000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), contractDeclarationsArePure(), ...(isSsrBuild ? [] : [inlineStylesheets()])],
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/auth': backend,
      '/healthz': backend,
    },
  },
  build: isSsrBuild ? ssrBuild : browserBuild,
}));

/**
 * The server's copy of the storefront (`vite build --ssr src/entry-server.tsx`), loaded by the spa
 * module. Its libraries stay external and our code does not read NODE_ENV, so React's and Redux
 * Toolkit's production or development code is chosen by the server process's NODE_ENV at run time
 * (main.ts makes it production; production-mode.test.ts checks the built product).
 */
const ssrBuild: UserConfig['build'] = {
  outDir: 'dist-server',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
};

const browserBuild: UserConfig['build'] = {
  outDir: 'dist',
  emptyOutDir: true,
  // Maps are written for reading error reports, but the scripts do not name them: the server does
  // not serve them, and browsers need not ask.
  sourcemap: 'hidden',
  rolldownOptions: {
    treeshake: {
      // The contract's modules only declare (see contractDeclarationsArePure): unused ones are dropped.
      moduleSideEffects: (id) => !/[\\/]packages[\\/]contract[\\/]/.test(id),
    },
    output: {
      // Libraries change far less often than our code: separate chunks stay cached across deploys.
      // MUI and zod get no group of their own: a group would pull the admin screens' components
      // and form validation into the storefront's first download.
      codeSplitting: {
        groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
          { name: 'state', test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/ },
        ],
      },
    },
  },
};
