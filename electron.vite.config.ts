// Builds main (ESM), preload (CommonJS, as a sandboxed renderer needs) and the React renderer into out/.
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  main: {
    build: {
      // The app services run in a utility process of their own (src/main/services-process.ts forks it).
      rolldownOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/main/index.ts'),
          'services-process': resolve(import.meta.dirname, 'src/main/services-process-entry.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      // A sandboxed preload can only `require` a few modules, so nothing may stay external but electron.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    build: {
      rolldownOptions: { input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') } },
    },
    plugins: [react()],
  },
});
