// One backend object by id, with its own command runner (so every error names it).
import { BACKEND_NAMES, backendWords } from './backend-names'
import type { BackendContext } from './backend-context'
import { createCinnamonBackend } from './backends/cinnamon'
import { createCustomBackend } from './backends/custom'
import { createFehBackend } from './backends/feh'
import { createGnomeBackend } from './backends/gnome'
import { createHyprpaperBackend } from './backends/hyprpaper'
import { createHsetrootBackend } from './backends/hsetroot'
import { createKdeBackend } from './backends/kde'
import { createLxdeBackend } from './backends/lxde'
import { createLxqtBackend } from './backends/lxqt'
import { createMacosBackend } from './backends/macos'
import { createMateBackend } from './backends/mate'
import { createNitrogenBackend } from './backends/nitrogen'
import { createPortalBackend } from './backends/portal'
import { runningInFlatpak } from './backends/portal-sandbox'
import { createSwayBackend } from './backends/sway'
import { createSwaybgBackend } from './backends/swaybg'
import { createSwwwBackend } from './backends/swww'
import { createWindowsBackend } from './backends/windows'
import { createXfceBackend } from './backends/xfce'
import { createXwallpaperBackend } from './backends/xwallpaper'
import type { ParsedTemplate } from './command-template'
import type { Probe } from './probes'
import { createCommandRunner, type Env } from './run-command'
import type { BackendId, WallpaperBackend } from './types'
import type { LoadWallpaperModule } from './wallpaper-module'

export interface BackendDependencies {
  env: Env
  home: string
  stateDir: string
  which: Probe
  commandTimeoutMs?: number
  swaybgSwapDelayMs: number
  /** Required for 'custom'. */
  customTemplate?: ParsedTemplate
  loadWallpaperModule: LoadWallpaperModule
  /** Inside Flatpak (default: asked of the system); the portal then takes only pictures the host sees at the same path. */
  sandboxed?: boolean
}

export function createBackend(id: BackendId, dependencies: BackendDependencies): WallpaperBackend {
  const context: BackendContext = {
    runner: createCommandRunner({ backendName: BACKEND_NAMES[id], backendWords: backendWords(id), env: dependencies.env, timeoutMs: dependencies.commandTimeoutMs }),
    env: dependencies.env,
    home: dependencies.home,
    stateDir: dependencies.stateDir,
    which: dependencies.which,
  }
  switch (id) {
    case 'gnome':
    case 'unity':
    case 'budgie':
      return createGnomeBackend(context, { id, name: BACKEND_NAMES[id] })
    case 'cinnamon':
      return createCinnamonBackend(context)
    case 'mate':
      return createMateBackend(context)
    case 'kde':
      return createKdeBackend(context)
    case 'xfce':
      return createXfceBackend(context)
    case 'lxde':
      return createLxdeBackend(context)
    case 'lxqt':
      return createLxqtBackend(context)
    case 'sway':
      return createSwayBackend(context)
    case 'swaybg':
      return createSwaybgBackend(context, { swapDelayMs: dependencies.swaybgSwapDelayMs })
    case 'swww':
    case 'awww':
      return createSwwwBackend(context, { id })
    case 'hyprpaper':
      return createHyprpaperBackend(context)
    case 'feh':
      return createFehBackend(context)
    case 'nitrogen':
      return createNitrogenBackend(context)
    case 'xwallpaper':
      return createXwallpaperBackend(context)
    case 'hsetroot':
      return createHsetrootBackend(context)
    case 'custom':
      if (!dependencies.customTemplate) throw new Error('createBackend: the custom backend needs a parsed template')
      return createCustomBackend(context, dependencies.customTemplate)
    case 'macos':
      return createMacosBackend(dependencies.loadWallpaperModule)
    case 'windows':
      return createWindowsBackend(dependencies.loadWallpaperModule)
    case 'portal':
      return createPortalBackend({ env: dependencies.env, sandboxed: dependencies.sandboxed ?? runningInFlatpak(dependencies.env) })
  }
}
