// The harness build of the renderer: the same React app with harness/web/renderer-entry.tsx as its
// entry (window.api over the loopback bridge) and the app's CSP plus the fakes' image host, written
// into the page by the same plugin as the app's. One module is swapped: images/image-src.ts, so
// tapestry: pictures load from the bridge. Built into out/harness/web by build-renderer.ts, or
// with `npx vite build -c harness/vite.config.ts`.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type InlineConfig, type Plugin } from 'vite'
import { contentSecurityPolicyMeta } from '../vite-plugins/content-security-policy-meta'
import { HARNESS_CONTENT_SECURITY_POLICY_DIRECTIVES } from './content-security-policy'

export const HARNESS_WEB_ROOT = fileURLToPath(new URL('./web', import.meta.url))
// TAPESTRY_HARNESS_OUT: another folder, so two checkouts' worth of work in one tree build apart.
export const HARNESS_WEB_OUT = process.env.TAPESTRY_HARNESS_OUT ?? fileURLToPath(new URL('../out/harness/web', import.meta.url))

const APP_IMAGE_SRC = fileURLToPath(new URL('../src/renderer/src/images/image-src.ts', import.meta.url))
const HARNESS_IMAGE_SRC = fileURLToPath(new URL('./web/image-src.ts', import.meta.url))

/** Wherever the renderer imports the app's image-src module from, it gets the harness's. */
function harnessImageSrc(): Plugin {
  return {
    name: 'tapestry-harness-image-src',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('image-src')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === APP_IMAGE_SRC ? HARNESS_IMAGE_SRC : null
    },
  }
}

export const harnessViteConfig: InlineConfig = {
  root: HARNESS_WEB_ROOT,
  base: './',
  plugins: [react(), harnessImageSrc(), contentSecurityPolicyMeta(HARNESS_CONTENT_SECURITY_POLICY_DIRECTIVES)],
  logLevel: 'warn',
  build: {
    outDir: HARNESS_WEB_OUT,
    emptyOutDir: true,
    minify: true,
    reportCompressedSize: false,
  },
}

export default defineConfig(harnessViteConfig)
