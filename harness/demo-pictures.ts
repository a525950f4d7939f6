// A folder of pictures of the demo's own for Local folders: drawn with sharp (an SVG of a sky and
// hills per picture, in a few sizes and formats and one sideways photo turned upright by its EXIF
// orientation), so the source works offline like the others.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'

interface DemoPicture {
  /** Inside the folder. */
  name: string
  width: number
  height: number
  sky: [string, string]
  hills: string
  orientation?: number
}

const PICTURES: readonly DemoPicture[] = [
  { name: 'Mountains/dawn.jpg', width: 2560, height: 1440, sky: ['#f6d365', '#fda085'], hills: '#5b3a29' },
  { name: 'Mountains/dusk.jpg', width: 2560, height: 1440, sky: ['#355c7d', '#c06c84'], hills: '#2a2438' },
  { name: 'Sea/calm.png', width: 1920, height: 1080, sky: ['#a1c4fd', '#c2e9fb'], hills: '#1e3c72' },
  { name: 'Sea/storm.webp', width: 3840, height: 2160, sky: ['#485563', '#29323c'], hills: '#0f2027' },
  { name: 'Forest.jpg', width: 3000, height: 2000, sky: ['#d4fc79', '#96e6a1'], hills: '#134e5e' },
  // Drawn upright, stored sideways as a camera held upright writes it (EXIF orientation 6): the
  // index and the thumbnail turn it back.
  { name: 'Phone/portrait.jpg', width: 1200, height: 1600, sky: ['#ffecd2', '#fcb69f'], hills: '#6a3093', orientation: 6 },
]

function drawing(picture: DemoPicture): Buffer {
  const { width: w, height: h } = picture
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${picture.sky[0]}"/><stop offset="1" stop-color="${picture.sky[1]}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${w * 0.72}" cy="${h * 0.3}" r="${h * 0.09}" fill="#fff" fill-opacity="0.6"/>
  <path d="M0 ${h * 0.7} Q ${w * 0.25} ${h * 0.45} ${w * 0.5} ${h * 0.68} T ${w} ${h * 0.6} V ${h} H 0 Z" fill="${picture.hills}"/>
</svg>`)
}

/** Writes the demo's pictures into `folder`; answers the folder. */
export async function writeDemoPictures(folder: string): Promise<string> {
  for (const picture of PICTURES) {
    const file = join(folder, picture.name)
    await mkdir(join(file, '..'), { recursive: true })
    let image = sharp(drawing(picture))
    if (picture.orientation !== undefined) image = image.rotate(-90).withMetadata({ orientation: picture.orientation })
    await image.toFile(file)
  }
  return folder
}
