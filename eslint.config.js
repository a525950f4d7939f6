// Layer boundaries (design §3) are enforced here, not by hope. Each folder gets ONE complete
// `no-restricted-imports` setting, because in a flat config a later setting of a rule replaces an
// earlier one for the same file instead of adding to it.
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

const nodeBuiltins = ['node:*', ...builtinModules.flatMap((name) => [name, `${name}/*`])]

const forbid = {
  harness: { group: ['**/harness/**', '**/harness'], message: 'The browser harness is a development tool, never part of the app.' },
  node: { group: nodeBuiltins, message: 'Node modules are not available in this layer.' },
  electron: { group: ['electron', 'electron/*'], message: 'Only src/main/index.ts and src/main/electron may import electron.' },
  main: { group: ['**/main/**', '**/main'], message: 'This layer may not import main-process code.' },
  renderer: { group: ['**/renderer/**', '**/renderer'], message: 'This layer may not import renderer code.' },
  preload: { group: ['**/preload/**', '**/preload'], message: 'This layer may not import preload code.' },
  mainOnlyPackages: {
    group: ['got', 'got/*', 'wallpaper', 'wallpaper/*'],
    message: 'Network and wallpaper packages belong to src/main/core.',
  },
}

const ipcMainOnlyInWrapper = {
  name: 'electron',
  importNames: ['ipcMain'],
  message: 'Register IPC handlers only through handle() in src/main/electron/ipc.ts.',
}

function restrictImports(patterns, paths = [ipcMainOnlyInWrapper]) {
  return {
    'no-restricted-imports': ['error', { patterns, paths }],
    'no-restricted-syntax': [
      'error',
      {
        selector: "MemberExpression[property.name='ipcMain']",
        message: 'Register IPC handlers only through handle() in src/main/electron/ipc.ts.',
      },
    ],
  }
}

const domAndNodeGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'process', 'Buffer', 'require', '__dirname', '__filename', 'global'].map(
  (name) => ({ name, message: 'src/shared runs anywhere: no DOM or Node globals.' }),
)

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'coverage/**', 'test/lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        structuredClone: 'readonly',
        queueMicrotask: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      ...restrictImports([forbid.node, forbid.electron, forbid.main, forbid.renderer, forbid.preload, forbid.mainOnlyPackages, forbid.harness], []),
      'no-restricted-globals': ['error', ...domAndNodeGlobals],
    },
  },
  {
    files: ['src/main/**'],
    rules: restrictImports([forbid.renderer, forbid.preload, forbid.harness]),
  },
  {
    files: ['src/main/core/**'],
    rules: restrictImports([forbid.electron, forbid.renderer, forbid.preload, forbid.harness], []),
  },
  {
    files: ['src/main/electron/ipc.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [forbid.renderer, forbid.preload, forbid.harness] }], 'no-restricted-syntax': 'off' },
  },
  // A source's folder (src/sources/<id>/) holds every layer of it, told apart by file name: the
  // shared layer by default, the main process's client, the command line's commands, the test fake.
  {
    files: ['src/sources/**'],
    rules: {
      ...restrictImports([forbid.node, forbid.electron, forbid.main, forbid.renderer, forbid.preload, forbid.mainOnlyPackages, forbid.harness], []),
      'no-restricted-globals': ['error', ...domAndNodeGlobals],
    },
  },
  {
    files: ['src/sources/clients.ts', 'src/sources/source-client.ts', 'src/sources/*/client.ts', 'src/sources/*/client/**', 'src/sources/*/classify-response.ts', 'src/sources/*/rate-budget.ts'],
    rules: { ...restrictImports([forbid.electron, forbid.renderer, forbid.preload, forbid.harness], []), 'no-restricted-globals': 'off' },
  },
  {
    files: ['src/sources/commands.ts', 'src/sources/*/command.ts'],
    rules: { ...restrictImports([forbid.electron, forbid.renderer, forbid.preload, forbid.harness], []), 'no-restricted-globals': 'off' },
  },
  // The window's parts of a source (its filter controls, its preview's extras) and their registry.
  {
    files: ['src/sources/window.ts', 'src/sources/*/*.tsx'],
    rules: restrictImports([forbid.node, forbid.electron, forbid.main, forbid.preload, forbid.mainOnlyPackages, forbid.harness], []),
  },
  {
    files: ['src/sources/*/fake.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off', 'no-restricted-globals': 'off' },
    languageOptions: { globals: { process: 'readonly', Buffer: 'readonly' } },
  },
  {
    files: ['src/preload/**'],
    rules: restrictImports([forbid.node, forbid.main, forbid.renderer, forbid.mainOnlyPackages, forbid.harness]),
  },
  {
    files: ['src/renderer/**', 'harness/web/**'],
    rules: restrictImports([forbid.node, forbid.electron, forbid.main, forbid.preload, forbid.mainOnlyPackages], []),
  },
  {
    files: ['test/**', 'bench/**', 'scripts/**', '*.config.ts', '*.config.js'],
    languageOptions: { globals: { process: 'readonly', Buffer: 'readonly', performance: 'readonly', Response: 'readonly', Request: 'readonly', fetch: 'readonly' } },
  },
)
