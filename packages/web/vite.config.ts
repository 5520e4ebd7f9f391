import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs as its own process; in production the server serves this build itself.
const backend = 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/auth': backend,
      '/healthz': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare schemas and constants, and building a zod schema has no
        // effect outside it: unused ones are dropped, so zod stays out of the storefront's first download.
        moduleSideEffects: (id) => !/[\\/]packages[\\/]contract[\\/]/.test(id),
        manualPureFunctions: ['z'],
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
  },
});
