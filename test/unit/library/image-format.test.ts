import { describe, expect, it } from 'vitest'
import { sniffImage } from '../../../src/main/core/downloads/image-format'
import { readImageSize } from '../../../src/main/core/downloads/image-size'
import { makeJpeg, makePng } from '../../fakes/images'

function gif(width: number, height: number): Buffer {
  const head = Buffer.alloc(13)
  head.write('GIF89a', 0, 'latin1')
  head.writeUInt16LE(width, 6)
  head.writeUInt16LE(height, 8)
  return head
}

function webp(chunk: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const file = Buffer.alloc(40)
  file.write('RIFF', 0, 'latin1')
  file.writeUInt32LE(32, 4)
  file.write('WEBP', 8, 'latin1')
  file.write(chunk, 12, 'latin1')
  if (chunk === 'VP8X') {
    file.writeUIntLE(width - 1, 24, 3)
    file.writeUIntLE(height - 1, 27, 3)
  } else if (chunk === 'VP8L') {
    file[20] = 0x2f
    file.writeUInt32LE(((height - 1) << 14) | (width - 1), 21)
  } else {
    file.writeUInt16LE(width, 26)
    file.writeUInt16LE(height, 28)
  }
  return file
}

describe('sniffImage', () => {
  it('recognises the four wallpaper formats by their magic bytes', () => {
    expect(sniffImage(makeJpeg(8, 8))).toBe('jpeg')
    expect(sniffImage(makePng(8, 8))).toBe('png')
    expect(sniffImage(gif(1, 1))).toBe('gif')
    expect(sniffImage(webp('VP8 ', 1, 1))).toBe('webp')
  })

  it('tells web pages from other non-images', () => {
    const text = (value: string) => Buffer.from(value)
    expect(sniffImage(text('<!DOCTYPE html><html><head>'))).toBe('html')
    expect(sniffImage(text('\uFEFF\n  <html lang="en">'))).toBe('html')
    expect(sniffImage(text('<!-- cloudflare --><p>'))).toBe('html')
    expect(sniffImage(text('{"error":"Not Found"}'))).toBe('other')
    expect(sniffImage(text('RIFF....WAVEfmt '))).toBe('other')
    expect(sniffImage(text(''))).toBe('other')
    expect(sniffImage(Buffer.from([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70]))).toBe('other') // MP4
  })
})

describe('readImageSize', () => {
  it('reads the pixel size of each format', () => {
    expect(readImageSize('jpeg', makeJpeg(37, 21))).toEqual({ width: 37, height: 21 })
    expect(readImageSize('png', makePng(40, 30))).toEqual({ width: 40, height: 30 })
    expect(readImageSize('gif', gif(300, 200))).toEqual({ width: 300, height: 200 })
    expect(readImageSize('webp', webp('VP8 ', 640, 480))).toEqual({ width: 640, height: 480 })
    expect(readImageSize('webp', webp('VP8L', 1000, 700))).toEqual({ width: 1000, height: 700 })
    expect(readImageSize('webp', webp('VP8X', 5000, 3000))).toEqual({ width: 5000, height: 3000 })
  })

  it('gives null for a header cut short', () => {
    expect(readImageSize('jpeg', makeJpeg(37, 21).subarray(0, 20))).toBeNull()
    expect(readImageSize('png', makePng(40, 30).subarray(0, 18))).toBeNull()
    expect(readImageSize('webp', Buffer.from('RIFF'))).toBeNull()
  })
})
