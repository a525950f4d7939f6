// A folder of pictures of the demo's own for Local folders: drawn by the fakes' picture generator
// (a scene that fits the file's name, varied by the name), in a few sizes and formats and one sideways photo turned
// upright by its EXIF orientation, so the source works offline like the others.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { sceneSvg, type SceneName } from '../test/fakes/scene-svg'

interface DemoPicture {
  /** Inside the folder; also what varies the scene. */
  name: string
  scene: SceneName
  width: number
  height: number
  orientation?: number
}

const PICTURES: readonly DemoPicture[] = [
  { name: 'Mountains/dawn.jpg', scene: 'mountains', width: 2560, height: 1440 },
  { name: 'Mountains/dusk.jpg', scene: 'mountains', width: 2560, height: 1440 },
  { name: 'Sea/calm.png', scene: 'sea', width: 1920, height: 1080 },
  { name: 'Sea/storm.webp', scene: 'sea', width: 3840, height: 2160 },
  { name: 'Forest.jpg', scene: 'night', width: 3000, height: 2000 },
  // Drawn upright, stored sideways as a camera held upright writes it (EXIF orientation 6): the
  // index and the thumbnail turn it back.
  { name: 'Phone/portrait.jpg', scene: 'dunes', width: 1200, height: 1600, orientation: 6 },
]

/** Writes the demo's pictures into `folder`; answers the folder. */
export async function writeDemoPictures(folder: string): Promise<string> {
  for (const picture of PICTURES) {
    const file = join(folder, picture.name)
    await mkdir(join(file, '..'), { recursive: true })
    let image = sharp(Buffer.from(sceneSvg(picture.name, picture.width, picture.height, picture.scene)))
    if (picture.orientation !== undefined) image = image.rotate(-90).withMetadata({ orientation: picture.orientation })
    await image.toFile(file)
  }
  return folder
}
