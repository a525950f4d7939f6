// Pictures that look like wallpapers, drawn as SVG from a key: mountains at dusk, a sea at sunset,
// dunes, a night with an aurora over a forest, soft light, layered waves. The key (an image id)
// seeds every choice, so one id is always the same picture, at any size, and two ids differ. Every
// layer spans the frame and every position is a fraction of it, so a thumbnail and the full picture
// of one id look alike whatever their shapes. No downloaded assets: code is the only source.

type Random = () => number

/** FNV-1a: a key's seed. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193)
  return hash >>> 0
}

/** mulberry32: small, fast and the same everywhere. */
function seededRandom(seed: number): Random {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `#rrggbb` of a hue (degrees), saturation and lightness (0..1). */
function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360
  const s = Math.min(1, Math.max(0, saturation))
  const l = Math.min(1, Math.max(0, lightness))
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (offset: number) => {
    let t = h + offset
    if (t < 0) t += 1
    if (t > 1) t -= 1
    const value = t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(1 / 3)}${channel(0)}${channel(-1 / 3)}`
}

const round = (value: number) => Math.round(value * 10) / 10

interface Frame {
  width: number
  height: number
  /** The shorter side: what sizes the sun, the stars and the trees. */
  unit: number
  random: Random
  /** A number in [min, max). */
  between(min: number, max: number): number
}

function verticalGradient(id: string, stops: readonly (readonly [number, string, number?])[]): string {
  const body = stops.map(([offset, colour, opacity = 1]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`).join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${body}</linearGradient>`
}

function glow(id: string, colour: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.75"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`
}

/** A jagged ridge across the frame by midpoint displacement, closed along the bottom edge. */
function ridge(frame: Frame, baseline: number, roughness: number): string {
  const segments = 32
  const heights = new Array<number>(segments + 1).fill(0)
  heights[0] = frame.between(-1, 1)
  heights[segments] = frame.between(-1, 1)
  for (let step = segments / 2, scale = 1; step >= 1; step /= 2, scale *= 0.55) {
    for (let index = step; index < segments; index += step * 2) {
      heights[index] = ((heights[index - step] as number) + (heights[index + step] as number)) / 2 + frame.between(-1, 1) * scale
    }
  }
  const points = heights.map((value, index) => `${round((index / segments) * frame.width)},${round(frame.height * (baseline - value * roughness))}`)
  return `M0,${frame.height} L${points.join(' L')} L${frame.width},${frame.height} Z`
}

/** A smooth band edge across the frame: two sine waves, closed along the bottom edge. */
function rollingEdge(frame: Frame, baseline: number, amplitude: number): string {
  const samples = 48
  const [f1, f2, p1, p2] = [frame.between(0.6, 1.6), frame.between(1.8, 3.4), frame.between(0, 6.3), frame.between(0, 6.3)]
  const points = Array.from({ length: samples + 1 }, (_, index) => {
    const x = index / samples
    const y = baseline + amplitude * (0.65 * Math.sin(x * Math.PI * 2 * f1 + p1) + 0.35 * Math.sin(x * Math.PI * 2 * f2 + p2))
    return `${round(x * frame.width)},${round(y * frame.height)}`
  })
  return `M0,${frame.height} L${points.join(' L')} L${frame.width},${frame.height} Z`
}

/** The sun or moon with a halo, at a fraction of the frame. */
function disc(frame: Frame, x: number, y: number, radius: number, colour: string, halo: string): string {
  const r = radius * frame.unit
  const cx = round(x * frame.width)
  const cy = round(y * frame.height)
  return `<circle cx="${cx}" cy="${cy}" r="${round(r * 5)}" fill="url(#${halo})"/><circle cx="${cx}" cy="${cy}" r="${round(r)}" fill="${colour}"/>`
}

/** A colour as hue (degrees), saturation and lightness, for mixing before it is written out. */
type Hsl = readonly [number, number, number]

/** Between two colours, turning the hue the short way round (red to blue passes purple, not green). */
function mix(from: Hsl, to: Hsl, t: number): string {
  const turn = ((((to[0] - from[0]) % 360) + 540) % 360) - 180
  return hsl(from[0] + turn * t, from[1] + (to[1] - from[1]) * t, from[2] + (to[2] - from[2]) * t)
}

function mountains(frame: Frame): string {
  // Dusk, day or dawn: the sky's top, its haze at the horizon, and the nearest ridge's colour.
  const dusk = frame.random() < 0.5
  const top: Hsl = dusk ? [frame.between(230, 280), 0.5, 0.3] : [frame.between(195, 220), 0.6, 0.55]
  const haze: Hsl = dusk ? [frame.between(10, 40), 0.8, 0.7] : [frame.between(180, 210), 0.5, 0.85]
  const near: Hsl = [top[0] + frame.between(-30, 30), 0.35, dusk ? 0.12 : 0.2]
  // Far ridges fade into the haze, as air does to distant hills.
  const far: Hsl = [haze[0], 0.4, haze[2] - 0.08]
  const layers = 5
  const ridges = Array.from({ length: layers }, (_, layer) => {
    const depth = layer / (layers - 1)
    return `<path d="${ridge(frame, 0.42 + depth * 0.3, 0.15 - depth * 0.07)}" fill="${mix(far, near, 0.15 + depth * 0.85)}"/>`
  })
  return [
    `<defs>${verticalGradient('sky', [
      [0, hsl(...top)],
      [0.7, hsl(...haze)],
    ])}${glow('halo', hsl(haze[0] + 10, 1, 0.88))}</defs>`,
    `<rect width="${frame.width}" height="${frame.height}" fill="url(#sky)"/>`,
    disc(frame, frame.between(0.2, 0.8), frame.between(0.22, 0.4), 0.05, hsl(haze[0] + 15, 1, 0.93), 'halo'),
    ...ridges,
  ].join('')
}

function sea(frame: Frame): string {
  const hue = frame.between(190, 240)
  const dusk = frame.random() < 0.6
  const horizon = frame.between(0.5, 0.66)
  const sunX = frame.between(0.25, 0.75)
  const sunY = horizon - frame.between(0.06, 0.2)
  const warm = frame.between(0, 45)
  const sky: readonly (readonly [number, string])[] = dusk
    ? [
        [0, hsl(hue + 30, 0.5, 0.25)],
        [0.6, hsl(warm + 320, 0.55, 0.6)],
        [1, hsl(warm + 20, 0.9, 0.72)],
      ]
    : [
        [0, hsl(hue, 0.65, 0.45)],
        [1, hsl(hue - 10, 0.55, 0.85)],
      ]
  const glint = dusk ? hsl(warm + 30, 1, 0.8) : '#ffffff'
  // The sun's path on the water: short strokes, wider and further apart nearer the viewer.
  const glitter = Array.from({ length: 40 }, (_, index) => {
    const t = (index + frame.random()) / 40
    const y = horizon + t * t * (1 - horizon)
    const half = (0.006 + t * 0.08) * frame.width * frame.between(0.2, 1)
    const x = sunX * frame.width + frame.between(-0.6, 0.6) * half
    return `<rect x="${round(x - half)}" y="${round(y * frame.height)}" width="${round(half * 2)}" height="${round(frame.height * (0.0015 + t * 0.004) + 1)}" rx="2" fill="${glint}" fill-opacity="${round(frame.between(0.25, 0.7) * (1 - t * 0.6))}"/>`
  })
  return [
    `<defs>${verticalGradient('sky', sky)}${verticalGradient('water', [
      [0, hsl(hue, 0.45, dusk ? 0.38 : 0.42)],
      [1, hsl(hue + 10, 0.6, 0.14)],
    ])}${glow('halo', glint)}</defs>`,
    `<rect width="${frame.width}" height="${round(horizon * frame.height)}" fill="url(#sky)"/>`,
    disc(frame, sunX, sunY, 0.06, dusk ? hsl(warm + 40, 1, 0.88) : '#fffbe8', 'halo'),
    // The far shore, drawn before the water so the sea covers all of it below the horizon.
    `<path d="${rollingEdge(frame, horizon - 0.015, 0.02)}" fill="${hsl(hue + 20, 0.35, dusk ? 0.2 : 0.35)}"/>`,
    `<rect y="${round(horizon * frame.height)}" width="${frame.width}" height="${round((1 - horizon) * frame.height)}" fill="url(#water)"/>`,
    ...glitter,
  ].join('')
}

function dunes(frame: Frame): string {
  const hue = frame.between(18, 38)
  const layers = 4
  const bands = Array.from({ length: layers }, (_, layer) => {
    const depth = (layer + 1) / layers
    const light = hsl(hue + depth * 6, 0.75, 0.72 - depth * 0.28)
    const shade = hsl(hue - 8, 0.7, 0.5 - depth * 0.25)
    return `<linearGradient id="dune${layer}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${shade}"/></linearGradient>`
  })
  const shapes = Array.from({ length: layers }, (_, layer) => `<path d="${rollingEdge(frame, 0.5 + layer * 0.12, 0.06)}" fill="url(#dune${layer})"/>`)
  return [
    `<defs>${verticalGradient('sky', [
      [0, hsl(hue + 180, 0.45, 0.55)],
      [0.6, hsl(hue + 20, 0.6, 0.82)],
    ])}${glow('halo', '#ffffff')}${bands.join('')}</defs>`,
    `<rect width="${frame.width}" height="${frame.height}" fill="url(#sky)"/>`,
    disc(frame, frame.between(0.15, 0.85), frame.between(0.15, 0.3), 0.045, hsl(hue + 20, 1, 0.95), 'halo'),
    ...shapes,
  ].join('')
}

function night(frame: Frame): string {
  const hue = frame.between(215, 260)
  const aurora = frame.between(120, 170)
  const stars = Array.from({ length: 90 }, () => {
    const r = round(frame.unit * frame.between(0.0008, 0.0028) + 0.3)
    return `<circle cx="${round(frame.random() * frame.width)}" cy="${round(frame.random() * frame.height * 0.7)}" r="${r}" fill="#fff" fill-opacity="${round(frame.between(0.35, 1))}"/>`
  })
  const ribbons = [0, 1].map(
    (index) =>
      `<path d="${rollingEdge(frame, frame.between(0.25, 0.45), 0.12)}" fill="url(#aurora)" fill-opacity="${0.55 - index * 0.2}" transform="translate(0 ${round(-frame.height * 0.15 * index)})"/>`,
  )
  const treeline = frame.between(0.78, 0.86)
  const trees = Array.from({ length: 48 }, (_, index) => {
    const x = (index + frame.random()) / 48
    const tall = frame.between(0.05, 0.16)
    const wide = tall * frame.height * 0.22
    const base = (treeline + frame.between(-0.02, 0.02)) * frame.height
    return `M${round(x * frame.width - wide)},${round(base)} L${round(x * frame.width)},${round(base - tall * frame.height)} L${round(x * frame.width + wide)},${round(base)} Z`
  })
  return [
    `<defs>${verticalGradient('sky', [
      [0, hsl(hue, 0.6, 0.08)],
      [0.7, hsl(hue + 15, 0.5, 0.22)],
      [1, hsl(hue - 30, 0.45, 0.32)],
    ])}${verticalGradient('aurora', [
      [0, hsl(aurora, 0.9, 0.6), 0],
      [0.35, hsl(aurora, 0.9, 0.6), 0.9],
      [1, hsl(aurora + 40, 0.8, 0.5), 0],
    ])}${glow('halo', '#f4f1de')}</defs>`,
    `<rect width="${frame.width}" height="${frame.height}" fill="url(#sky)"/>`,
    ...stars,
    ...ribbons,
    disc(frame, frame.between(0.1, 0.9), frame.between(0.12, 0.3), 0.035, '#f4f1de', 'halo'),
    `<path d="${trees.join(' ')}" fill="${hsl(hue, 0.4, 0.06)}"/>`,
    `<rect y="${round(treeline * frame.height)}" width="${frame.width}" height="${round((1 - treeline) * frame.height + 1)}" fill="${hsl(hue, 0.4, 0.06)}"/>`,
  ].join('')
}

function softLight(frame: Frame): string {
  const hue = frame.between(0, 360)
  const lights = Array.from({ length: 7 }, (_, index) => {
    const r = round(Math.max(frame.width, frame.height) * frame.between(0.2, 0.55))
    return `<circle cx="${round(frame.random() * frame.width)}" cy="${round(frame.random() * frame.height)}" r="${r}" fill="url(#light${index % 3})"/>`
  })
  const gradients = [0, 1, 2].map((index) => glow(`light${index}`, hsl(hue + 40 + index * 50, 0.85, 0.62)))
  return [
    `<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 0.6, 0.22)}"/><stop offset="1" stop-color="${hsl(hue + 70, 0.55, 0.4)}"/></linearGradient>${gradients.join('')}</defs>`,
    `<rect width="${frame.width}" height="${frame.height}" fill="url(#ground)"/>`,
    ...lights,
  ].join('')
}

function waves(frame: Frame): string {
  const hue = frame.between(0, 360)
  const spread = frame.between(20, 60)
  const layers = 6
  const shapes = Array.from({ length: layers }, (_, layer) => {
    const depth = layer / (layers - 1)
    return `<path d="${rollingEdge(frame, 0.2 + depth * 0.65, 0.05)}" fill="${hsl(hue + depth * spread, 0.55, 0.78 - depth * 0.5)}"/>`
  })
  return [`<rect width="${frame.width}" height="${frame.height}" fill="${hsl(hue - 20, 0.5, 0.86)}"/>`, ...shapes].join('')
}

const SCENES = { mountains, sea, dunes, night, softLight, waves } as const
export type SceneName = keyof typeof SCENES
const SCENE_NAMES = Object.keys(SCENES) as SceneName[]

/** The SVG of picture `key` at `width`×`height`; the key picks the scene unless one is named. */
export function sceneSvg(key: string, width: number, height: number, scene?: SceneName): string {
  const random = seededRandom(hashKey(key))
  const frame: Frame = { width, height, unit: Math.min(width, height), random, between: (min, max) => min + random() * (max - min) }
  const picked = SCENE_NAMES[Math.floor(random() * SCENE_NAMES.length)] as SceneName
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${SCENES[scene ?? picked](frame)}</svg>`
}
