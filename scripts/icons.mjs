// npm run icons: every icon Tapestry ships, rendered from the one drawing build/icon.svg with sharp
// (librsvg), and packed with png-to-ico (.ico) and @fiahfy/icns (.icns). The outputs are committed;
// test/lint/icons.test.ts renders them again and fails when they no longer match the drawing.
//
//   build/icons/NxN.png        the Linux icon set electron-builder installs (hicolor)
//   build/icon.ico             Windows, 16–256
//   build/icon.icns            macOS, 16–1024, on Apple's 824-of-1024 grid
//   resources/icon.png         the window icon on Linux
//   resources/tray/…           tray icons at 1× and 2×: tray (Windows, 16/32), tray-22 and tray-24
//                              (Linux panels), trayTemplate (macOS menu bar, monochrome)
//
// `node scripts/icons.mjs --out DIR` writes the same tree under DIR instead of the project.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { Icns, IcnsImage } from '@fiahfy/icns'
import pngToIco from 'png-to-ico'
import sharp from 'sharp'

const ROOT = resolve(import.meta.dirname, '..')
const SOURCE = join(ROOT, 'build/icon.svg')

/** @type {number[]} */
export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024]
/** @type {number[]} */
export const ICO_SIZES = [16, 20, 24, 32, 40, 48, 64, 256]
/**
 * icns types holding PNG data, by pixel size (the @2x types share a size with the next one up).
 * @type {[string, number][]}
 */
export const ICNS_TYPES = [
  ['icp4', 16],
  ['ic11', 32],
  ['icp5', 32],
  ['ic12', 64],
  ['ic07', 128],
  ['ic13', 256],
  ['ic08', 256],
  ['ic14', 512],
  ['ic09', 512],
  ['ic10', 1024],
]
/** @type {[name: string, frame: 'tile' | 'template', size: number][]} */
export const TRAY_FILES = [
  ['tray.png', 'tile', 16],
  ['tray@2x.png', 'tile', 32],
  ['tray-22.png', 'tile', 22],
  ['tray-22@2x.png', 'tile', 44],
  ['tray-24.png', 'tile', 24],
  ['tray-24@2x.png', 'tile', 48],
  ['trayTemplate.png', 'template', 16],
  ['trayTemplate@2x.png', 'template', 32],
]

/**
 * The drawing framed three ways: `grid` is Apple's full 1024 canvas (the tile has a margin, as
 * macOS icons do), `icon` a tight frame for Linux and Windows, where a margin only makes the icon
 * small, and `tile` the tile alone for tray sizes. `template` is the tile as a monochrome macOS
 * template: no tile, no shading, black ribbons with the shadow strips cut out.
 */
function framed(svg, frame) {
  const viewBox = { grid: '0 0 1024 1024', icon: '64 64 896 896', tile: '100 100 824 824', template: '100 100 824 824' }[frame]
  const [, , width] = viewBox.split(' ').map(Number)
  let text = svg.replace(/viewBox="[^"]*" width="\d+" height="\d+"/, `viewBox="${viewBox}" width="${width}" height="${width}"`)
  if (frame === 'template') text = text.replace('</defs>', '</defs><style>.tile,.shade{display:none}.ribbon{fill:#000}.weave{mask:url(#cuts)}</style>')
  return { text, width }
}

/** The drawing rasterised straight at `size` (librsvg antialiases at the final size; no resampling). */
async function render(svg, frame, size) {
  const { text, width } = framed(svg, frame)
  return sharp(Buffer.from(text), { density: (72 * size) / width })
    .resize(size, size, { fit: 'fill' })
    .png({ compressionLevel: 9, adaptiveFiltering: false, palette: false })
    .toBuffer()
}

export async function renderIcons(outDir) {
  const svg = await readFile(SOURCE, 'utf8')
  const written = []
  const put = async (relative, bytes) => {
    const path = join(outDir, relative)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, bytes)
    written.push(relative)
  }

  for (const size of LINUX_SIZES) await put(`build/icons/${size}x${size}.png`, await render(svg, 'icon', size))
  await put('build/icon.ico', await pngToIco(await Promise.all(ICO_SIZES.map((size) => render(svg, 'icon', size)))))
  const icns = new Icns()
  for (const [type, size] of ICNS_TYPES) icns.append(IcnsImage.fromPNG(await render(svg, 'grid', size), type))
  await put('build/icon.icns', icns.data)
  await put('resources/icon.png', await render(svg, 'icon', 512))
  for (const [name, frame, size] of TRAY_FILES) await put(`resources/tray/${name}`, await render(svg, frame, size))
  return written
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--out')
  const outDir = at === -1 ? ROOT : resolve(process.argv[at + 1] ?? '')
  const written = await renderIcons(outDir)
  console.log(`${written.length} icon files written under ${outDir}`)
}
