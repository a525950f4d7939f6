// sharp (libvips), loaded when a picture is first drawn: it is large, and most starts (the command
// line's above all) never draw. Its operation cache is turned off: each picture is decoded once
// (a thumbnail, a crop, a spanning image), so the cache would only hold memory — in a tray app that
// runs for weeks, tens of MiB that rotation steps would keep adding to.
import type sharpModule from 'sharp'

export type Sharp = typeof sharpModule

let loaded: Promise<Sharp> | undefined

export function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    return sharp
  })
  return loaded
}
