// A small real MP4 for the fakes: an `ftyp` box and an `mdat` box, which is what the downloader's
// magic check reads (a player would want a `moov` box too; nothing here plays it).

/** One ISO BMFF box: a 32-bit size, a four-letter type, the payload. */
export function mp4Box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8)
  header.writeUInt32BE(8 + payload.length, 0)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, payload])
}

/** A minimal MP4 (brand isom, compatible isom/mp41) whose media data is `mediaBytes` long. */
export function minimalMp4(mediaBytes = 4096): Buffer {
  return Buffer.concat([mp4Box('ftyp', Buffer.from('isom\u0000\u0000\u0002\u0000isommp41', 'latin1')), mp4Box('mdat', Buffer.alloc(mediaBytes, 7))])
}
