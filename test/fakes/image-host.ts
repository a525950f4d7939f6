// An image host that serves real generated JPEG/PNG bytes at any requested size:
//   /img/<picture>/<W>x<H>.<jpg|png>   a drawn picture of one image id (a sky, mountains, the sea…):
//                                      what the source fakes link, so the demo looks like wallpapers
//   /img/<W>x<H>.<jpg|png>             four vertical colour bands, whose pixels tests can check
//   ?w=&h=&fm=                         imgix-style sizing (Unsplash): w/h override, fm picks the format
// Images are capped at 4096 px a side so a test never generates a huge picture by accident.
// A `.mp4` name (a Reddit video's or an animation's file) is answered with a small real MP4.
import { drawnImage } from './drawn-images'
import { FakeServer, type FakeRequest, type Responder } from './fake-server'
import { imageBytes } from './images'
import { minimalMp4 } from './videos'

const MAX_SIDE = 4096

function clampSide(value: number, fallback: number): number {
  return Number.isInteger(value) && value > 0 ? Math.min(value, MAX_SIDE) : fallback
}

interface RequestedImage {
  width: number
  height: number
  format: 'jpg' | 'png'
}

/** The size in the name (`1920x1080.jpg`), overridden by `w`, `h` and `fm` where the request has them. */
function requestedImage(request: FakeRequest): RequestedImage {
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
  return { width, height, format }
}

function send(respond: Responder, bytes: Buffer, format: 'jpg' | 'png'): void {
  respond.bytes(200, bytes, format === 'png' ? 'image/png' : 'image/jpeg', {
    'cache-control': 'public, max-age=2592000',
    'access-control-allow-origin': '*',
  })
}

/** Answers a video file's name with a video, as a media host does; false for any other name. */
function sentVideo(request: FakeRequest, respond: Responder): boolean {
  if (!/\.mp4$/.test(request.params['name'] ?? '') || request.query.has('fm')) return false
  respond.bytes(200, minimalMp4(), 'video/mp4', { 'cache-control': 'public, max-age=2592000', 'access-control-allow-origin': '*' })
  return true
}

export function createImageHost(): FakeServer {
  const host = new FakeServer('image host')
  host.route('GET', '/img/:name', (request, respond) => {
    if (sentVideo(request, respond)) return
    const { width, height, format } = requestedImage(request)
    send(respond, imageBytes(format, width, height), format)
  })
  host.route('GET', '/img/:picture/:name', async (request, respond) => {
    if (sentVideo(request, respond)) return
    const { width, height, format } = requestedImage(request)
    send(respond, await drawnImage(request.params['picture'] ?? '', format, width, height), format)
  })
  return host
}
