// The harness build of the renderer: the same React app with harness/web/renderer-entry.tsx as its
// entry (window.api over the loopback bridge) and its own CSP for the fakes' images. Built into
// out/harness/web by build-renderer.ts, or with `npx vite build -c harness/vite.config.ts`.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type InlineConfig } from 'vite'

export const HARNESS_WEB_ROOT = fileURLToPath(new URL('./web', import.meta.url))
export const HARNESS_WEB_OUT = fileURLToPath(new URL('../out/harness/web', import.meta.url))

export const harnessViteConfig: InlineConfig = {
  root: HARNESS_WEB_ROOT,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: HARNESS_WEB_OUT,
    emptyOutDir: true,
    minify: true,
    reportCompressedSize: false,
  },
}

export default defineConfig(harnessViteConfig)
