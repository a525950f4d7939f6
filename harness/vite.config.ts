// The harness build of the renderer: the same React app with harness/web/renderer-entry.tsx as its
// entry (window.api over the loopback bridge) and the app's CSP plus the fakes' image host, written
// into the page by the same plugin as the app's. Built into out/harness/web by build-renderer.ts,
// or with `npx vite build -c harness/vite.config.ts`.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type InlineConfig } from 'vite'
import { contentSecurityPolicyMeta } from '../vite-plugins/content-security-policy-meta'
import { HARNESS_CONTENT_SECURITY_POLICY_DIRECTIVES } from './content-security-policy'

export const HARNESS_WEB_ROOT = fileURLToPath(new URL('./web', import.meta.url))
export const HARNESS_WEB_OUT = fileURLToPath(new URL('../out/harness/web', import.meta.url))

export const harnessViteConfig: InlineConfig = {
  root: HARNESS_WEB_ROOT,
  base: './',
  plugins: [react(), contentSecurityPolicyMeta(HARNESS_CONTENT_SECURITY_POLICY_DIRECTIVES)],
  logLevel: 'warn',
  build: {
    outDir: HARNESS_WEB_OUT,
    emptyOutDir: true,
    minify: true,
    reportCompressedSize: false,
  },
}

export default defineConfig(harnessViteConfig)
