// A loopback update feed as electron-builder publishes one and electron-updater's `generic`
// provider reads it: latest-linux.yml (latest-mac.yml, latest.yml on Windows) naming the release's
// version and its files, each with its sha512 (base64) and size, and the files themselves. The
// AppImage served is a small shell script, so installing it (the old file replaced, the new one
// started) can be seen: started, it writes `started-<version>` beside itself.
import { createHash } from 'node:crypto'
import { stringify } from 'yaml'
import { FakeServer } from '../fake-server'

export interface ReleaseOnFeed {
  version: string
  /** A sha512 that does not match the file (a corrupted or substituted download). */
  wrongChecksum?: boolean
}

export function appImageFor(version: string): Buffer {
  return Buffer.from(`#!/bin/sh\n# Tapestry ${version}, as the update feed fake serves it\necho "$0" > "$(dirname "$0")/started-${version}"\n`)
}

const fileName = (version: string) => `Tapestry-${version}.AppImage`

/** The channel file's YAML, as electron-builder writes it (app-builder-lib's publish/updateInfoBuilder). */
export function channelFile(release: ReleaseOnFeed): string {
  const bytes = appImageFor(release.version)
  const sha512 = createHash('sha512')
    .update(release.wrongChecksum ? Buffer.concat([bytes, Buffer.from('tampered')]) : bytes)
    .digest('base64')
  return stringify({
    version: release.version,
    files: [{ url: fileName(release.version), sha512, size: bytes.length }],
    path: fileName(release.version),
    sha512,
    releaseDate: '2026-11-20T10:00:00.000Z',
  })
}

export class UpdateFeedFake extends FakeServer {
  release: ReleaseOnFeed = { version: '1.2.3' }

  constructor() {
    super('update feed')
    for (const name of ['latest-linux.yml', 'latest-mac.yml', 'latest.yml']) {
      this.route('GET', `/${name}`, (_request, respond) => respond.text(200, channelFile(this.release), 'application/x-yaml'))
    }
    this.route('GET', '/:file', (request, respond) => {
      if (request.params.file !== fileName(this.release.version)) return respond.text(404, 'Not Found', 'text/plain')
      respond.bytes(200, appImageFor(this.release.version), 'application/octet-stream')
    })
  }
}
