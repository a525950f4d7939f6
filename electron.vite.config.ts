import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import { CONTENT_SECURITY_POLICY_DIRECTIVES } from './src/shared/content-security-policy'
import { contentSecurityPolicyMeta } from './vite-plugins/content-security-policy-meta'

export default defineConfig({
  main: {
    build: {
      // package.json's dependencies stay outside the bundle and ship: the native addons
      // (better-sqlite3, sharp), smartcrop, and the wallpaper package (which runs its own helper
      // binaries). Everything else the main process uses (got, zod, electron-log…) is a
      // devDependency written into the bundle: resolving ES modules file by file from node_modules
      // is most of a small command's start (zod alone is some 300 files).
      rolldownOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/main/index.ts'),
          cli: resolve(import.meta.dirname, 'src/main/cli.ts'),
        },
        // `npm install -g` links out/main/cli.js as the `tapestry` command: it needs its interpreter line.
        output: { banner: (chunk) => (chunk.isEntry && chunk.name === 'cli' ? '#!/usr/bin/env node' : '') },
      },
    },
  },
  preload: {
    build: {
      // A sandboxed preload can require only `electron`: every other package is bundled in.
      externalizeDeps: false,
      minify: true,
      // A sandboxed preload cannot load ES modules or other chunks: one CommonJS file.
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    plugins: [react(), contentSecurityPolicyMeta(CONTENT_SECURITY_POLICY_DIRECTIVES)],
    // electron-vite leaves output unminified by default; the renderer's size is a measured budget.
    build: { minify: true },
  },
})
