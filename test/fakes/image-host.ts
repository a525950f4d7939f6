// An image host that serves real generated JPEG/PNG bytes at any requested size:
//   /img/<W>x<H>.<jpg|png>             the size in the path (Wallhaven full images, Reddit media)
//   /img/<name>?w=&h=&fm=              imgix-style sizing (Unsplash): w/h override, fm picks the format
// Images are capped at 4096 px a side so a test never generates a huge picture by accident.
import { FakeServer } from './fake-server'
import { imageBytes } from './images'

const MAX_SIDE = 4096

function clampSide(value: number, fallback: number): number {
  return Number.isInteger(value) && value > 0 ? Math.min(value, MAX_SIDE) : fallback
}

export function createImageHost(): FakeServer {
  const host = new FakeServer('image host')
  host.route('GET', '/img/:name', (request, respond) => {
    const match = /^(\d+)x(\d+)\.(jpg|jpeg|png|gif|mp4)$/.exec(request.params['name'] ?? '')
    let width = clampSide(Number(match?.[1]), 640)
    let height = clampSide(Number(match?.[2]), 400)
    let format: 'jpg' | 'png' = match?.[3] === 'png' ? 'png' : 'jpg'
    const w = Number(request.query.get('w'))
    const h = Number(request.query.get('h'))
    if (w > 0 && h > 0) {
      width = clampSide(w, width)
      height = clampSide(h, height)
    } else if (w > 0) {
      height = clampSide(Math.round((height * w) / width), height)
      width = clampSide(w, width)
    }
    const fm = request.query.get('fm')
    if (fm === 'png' || fm === 'jpg') format = fm
    const bytes = imageBytes(format, width, height)
    respond.bytes(200, bytes, format === 'png' ? 'image/png' : 'image/jpeg', {
      'cache-control': 'public, max-age=2592000',
      'access-control-allow-origin': '*',
    })
  })
  return host
}
