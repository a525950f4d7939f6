// The Plasma desktop scripts Tapestry sends through org.kde.PlasmaShell.evaluateScript, and the
// reading of what they print. Values go in as JSON literals, so a path can hold any character;
// each script is one line and prints one JSON object, whatever the D-Bus tool wraps around it.
import { z } from 'zod'
import { sentence } from '../../i18n/sentence'
import { WallpaperError } from '../../errors/errors'

const IMAGE_GROUP = '["Wallpaper", "org.kde.image", "General"]'

/** JSON, minus the two characters older JavaScript engines read as line ends. */
function literal(value: unknown): string {
  return JSON.stringify(value).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** Plasma's org.kde.image FillMode is a Qt Image.fillMode: Stretch 0, PreserveAspectFit 1, PreserveAspectCrop 2, Tile 3, Pad 6. */
export const KDE_FILL_MODE = { smart: 2, fill: 2, fit: 1, stretch: 0, center: 6, tile: 3, span: null } as const

/**
 * Sets the image on every desktop of `screen` (-1: every screen) that uses the Image wallpaper
 * type; desktops with another type (a slideshow…) are left alone and reported.
 */
export function setImageScript(uri: string, screen: number, fillMode: number): string {
  return [
    `var uri = ${literal(uri)}, screen = ${screen}, fillMode = ${fillMode}, result = { set: [], skipped: [] }, all = desktops();`,
    'for (var i = 0; i < all.length; i++) {',
    'var d = all[i];',
    'if (screen >= 0 && d.screen != screen) continue;',
    "if (d.wallpaperPlugin != 'org.kde.image') { result.skipped.push(String(d.wallpaperPlugin)); continue; }",
    `d.currentConfigGroup = ${IMAGE_GROUP};`,
    "d.writeConfig('Image', uri);",
    "d.writeConfig('FillMode', fillMode);",
    'result.set.push(d.screen);',
    '}',
    'print(JSON.stringify({ tapestry: result }));',
  ].join(' ')
}

/** Reads the Image of every desktop of `screen` (-1: all) back, with each desktop's wallpaper type. */
export function readImageScript(screen: number): string {
  return [
    `var screen = ${screen}, out = [], all = desktops();`,
    'for (var i = 0; i < all.length; i++) {',
    'var d = all[i];',
    'if (screen >= 0 && d.screen != screen) continue;',
    'var entry = { screen: d.screen, plugin: String(d.wallpaperPlugin), image: null };',
    `if (d.wallpaperPlugin == 'org.kde.image') { d.currentConfigGroup = ${IMAGE_GROUP}; var image = d.readConfig('Image'); entry.image = image ? String(image) : null; }`,
    'out.push(entry);',
    '}',
    'print(JSON.stringify({ tapestry: out }));',
  ].join(' ')
}

export function listScreensScript(): string {
  return [
    'var out = [];',
    'for (var i = 0; i < screenCount; i++) { var g = screenGeometry(i); out.push({ id: i, x: Math.round(g.x), y: Math.round(g.y), width: Math.round(g.width), height: Math.round(g.height) }); }',
    'print(JSON.stringify({ tapestry: out }));',
  ].join(' ')
}

export const SetResultSchema = z.object({ set: z.array(z.number()), skipped: z.array(z.string()) })
export const ReadResultSchema = z.array(z.object({ screen: z.number(), plugin: z.string(), image: z.string().nullable() }))
/** Each screen's geometry in Plasma's layout: logical units on Wayland, pixels on X11. A position the script could not read prints as null. */
export const ScreensResultSchema = z.array(
  z.object({ id: z.number().int().nonnegative(), x: z.number().int().nullish(), y: z.number().int().nullish(), width: z.number(), height: z.number() }),
)

/** The object the script printed, out of qdbus's plain output or dbus-send's `string "…"` reply. */
export function parseScriptOutput<S extends z.ZodType>(stdout: string, schema: S, backendName: string): z.output<S> {
  const start = stdout.indexOf('{"tapestry":')
  const end = stdout.lastIndexOf('}')
  if (start !== -1 && end > start) {
    try {
      const parsed = z.object({ tapestry: schema }).safeParse(JSON.parse(stdout.slice(start, end + 1)))
      if (parsed.success) return (parsed.data as { tapestry: z.output<S> }).tapestry
    } catch {
      // Reported below.
    }
  }
  throw new WallpaperError(...sentence('desktop.kde.notUnderstood', { backend: backendName }))
}
