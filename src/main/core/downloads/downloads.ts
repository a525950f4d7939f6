// Downloads a wallpaper into the library folder so that the folder only ever holds complete,
// checked images (docs/data.md: nothing half-written):
//   - got streams the body into a hidden temporary file IN the library folder (same file system,
//     so the final rename is atomic);
//   - the first bytes must be JPEG, PNG, WebP or GIF, the body must be as long as Content-Length
//     said and no longer than the size cap, or the transfer is aborted and the file removed;
//   - retries happen only before the first byte (a broken body is never silently resumed);
//   - the finished file is flushed to disk and renamed to a name built from the source, a hash of
//     the id and the detected format (downloads/file-name.ts).
// A second download of the same item at the same size reuses the library copy, and concurrent
// requests for it share one transfer. A video item (a Reddit or Imgur MP4) is downloaded the same
// way, to keep: its first bytes must be a video container's (downloads/video-format.ts), it has no
// pixel check, and it is never set as a wallpaper (wallpaper-actions.ts refuses it). A GIF item may
// be either: hosts serve many animations as MP4 files.
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm, type FileHandle } from 'node:fs/promises'
import { once } from 'node:events'
import { pipeline } from 'node:stream/promises'
import type { Got, Request, Response } from 'got'
import { loadGot } from '../http/load-got'
import { ValidationError } from '../../../shared/errors'
import { OnlineMediaItemSchema, type MediaItem, type MediaSource } from '../../../shared/media'
import type { LibraryFileFormat } from '../../../shared/library'
import { parseOrThrow } from '../../../shared/validation'
import { USER_AGENT } from '../app/app-info'
import { NotFoundError, TapestryError, UpstreamError } from '../errors/errors'
import { retryOptions, toTapestryError } from '../http/http'
import { DownloadTargetSchema, downloadSource, type DownloadTarget } from './download-url'
import { libraryFileName, libraryFileStem, resolveInside, tempFileName } from './file-name'
import { isFileSystemError, toFilesystemError } from '../errors/filesystem-error'
import { said, sentence } from '../i18n/sentence'
import { IMAGE_EXTENSIONS, type ImageFormat } from './image-format'
import { FlushBehind } from './flush-behind'
import { ImageInspector, tooLargeError } from './image-inspector'
import { MAX_PIXELS, MAX_SIDE_PX, sizeRefusal, withinPixelLimit } from './pixel-limit'
import type { PixelSize } from './image-size'
import { readPictureFacts } from './picture-size'
import { openRegularFile, type RegularFile } from './regular-file'
import { SharedTransfers } from './shared-transfers'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'
import { VIDEO_EXTENSIONS, readVideoFormat, type VideoFormat } from './video-format'

export { cleanLeftovers } from './leftovers'
export type { DownloadTarget } from './download-url'
export type { ImageFormat } from './image-format'

export const DEFAULT_MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024
const DEFAULT_TIMEOUT_MS = 30_000
/** What a video download asks for: the containers the magic check lets through. */
const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,video/x-matroska,*/*;q=0.1'
/** Progress events are spaced at least this far apart (the last one always comes). */
const PROGRESS_INTERVAL_MS = 100
/** How much the temporary file's stream may hold before it asks the network to wait. */
const WRITE_BUFFER_BYTES = 1024 * 1024

/** What an item's bytes must be: a picture; a video (kept, never set); or, for a GIF item, either. */
type Expected = 'picture' | 'video' | 'animation'

export interface DownloaderOptions {
  /** Where finished images go; created when missing. */
  libraryDir: string
  /** Bigger bodies are refused and the transfer aborted. Default 200 MiB. */
  maxBytes?: number
  userAgent?: string
  /** For connecting, for the first byte of the answer, and for any pause in the body. */
  timeoutMs?: number
  retry?: {
    /** Retries after the first attempt, only before the first byte of the body. */
    limit?: number
    /** A longer Retry-After is not waited out: the download fails as rate limited. */
    maxRetryAfterMs?: number
    backoffLimitMs?: number
  }
  /**
   * Where a media URL is really fetched from. Only the offline demo and tests set it: they map the
   * media hosts Reddit links point at (i.redd.it, i.imgur.com) to the loopback image host.
   */
  resolveMediaUrl?: (url: string) => string
}

export interface DownloadProgress {
  bytes: number
  /** From Content-Length; null when the server did not say. */
  total: number | null
  /** 0–100, or null when the total is unknown. */
  percent: number | null
}

export interface DownloadOptions {
  /** The display the image is for; only sources that resize on their servers (Unsplash) use it. */
  target?: DownloadTarget
  signal?: AbortSignal
  onProgress?: (progress: DownloadProgress) => void
}

export interface DownloadedImage {
  /** Absolute path inside the library folder. */
  path: string
  /** The name relative to the library folder, as the library records it. */
  fileName: string
  bytes: number
  /** A picture's format, or a video's (downloaded to keep, never set). */
  format: LibraryFileFormat
  /** Read from a picture's header (a picture whose header does not say is refused); null for a video. */
  width: number | null
  height: number | null
  /** True when the library already held this file and nothing was fetched. */
  reused: boolean
}

export interface Downloader {
  readonly libraryDir: string
  download(item: MediaItem, options?: DownloadOptions): Promise<DownloadedImage>
}

/** The name error sentences use for the server a source's images come from. */
export function imageServerName(source: MediaSource): string {
  return `${SOURCE_DEFINITIONS[source].name}'s image server`
}

function percentOf(bytes: number, total: number | null): number | null {
  if (total === null || total <= 0) return null
  return Math.min(100, Math.floor((bytes * 100) / total))
}

function contentLength(response: Response): number | null {
  // An encoded body's length says nothing about the bytes got hands on.
  if (response.headers['content-encoding'] && response.headers['content-encoding'] !== 'identity') return null
  const header = response.headers['content-length']
  if (header === undefined || !/^\d+$/.test(header)) return null
  return Number(header)
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The download was cancelled.', 'AbortError')
}

/**
 * Opens the request and resolves once a successful response has started, retrying through got's
 * stream retry until then. The retry listener is removed as soon as the response starts, so a
 * body that breaks later is never retried.
 */
function openResponse(start: () => Request, signal: AbortSignal): Promise<{ stream: Request; response: Response }> {
  return new Promise((resolve, reject) => {
    let settled = false
    let current: Request | undefined
    const onAbort = () => {
      if (settled) return
      settled = true
      current?.destroy()
      reject(abortReason(signal))
    }
    signal.addEventListener('abort', onAbort, { once: true })
    const watch = (stream: Request) => {
      current = stream
      const onRetry = (_count: number, _error: unknown, createRetryStream: () => Request) => {
        if (!settled) watch(createRetryStream())
      }
      stream.once('retry', onRetry)
      stream.once('response', (response: Response) => {
        stream.removeListener('retry', onRetry)
        if (settled) return
        settled = true
        signal.removeEventListener('abort', onAbort)
        resolve({ stream, response })
      })
      // Stays attached: an error between this resolve and the pipeline must not go unhandled.
      stream.on('error', (error) => {
        if (settled) return
        settled = true
        signal.removeEventListener('abort', onAbort)
        reject(error)
      })
    }
    if (signal.aborted) onAbort()
    else watch(start())
  })
}

/**
 * A picture refused for its size in pixels, in the words of sizeRefusal (pixel-limit.ts), said as
 * catalog messages so that the numbers, too, are written as the person's language writes them.
 */
function pixelLimitError(sourceName: string, size: PixelSize | null): UpstreamError {
  if (size === null) return new UpstreamError(...sentence('core.download.noPixelSize', { source: sourceName }))
  const number = (value: number) => said('core.number', { value })
  return new UpstreamError(
    ...sentence('core.download.tooManyPixels', { source: sourceName, width: number(size.width), height: number(size.height), side: number(MAX_SIDE_PX), megapixels: MAX_PIXELS / 1_000_000 }),
  )
}

/** Image servers use 401/403 for hot-link and access rules, not for API keys. */
function classifyImageResponse(sourceName: string) {
  return (response: Response<string>): TapestryError | undefined => {
    const status = response.statusCode
    if ((status === 401 || status === 403) && response.headers['cf-mitigated'] !== 'challenge') {
      return new UpstreamError(...sentence('core.download.refused', { source: sourceName, status: String(status) }))
    }
    return undefined
  }
}

function toDownloadError(error: unknown, sourceName: string, signal: AbortSignal): unknown {
  if (signal.aborted) return abortReason(signal)
  if (error instanceof TapestryError) return error
  if (isFileSystemError(error)) return toFilesystemError(error, said('core.file.doing.saveImage'))
  return toTapestryError(error, sourceName, classifyImageResponse(sourceName))
}

/** Makes a rename survive a power cut on file systems that need the folder flushed too. */
async function syncFolder(dir: string): Promise<void> {
  let handle: FileHandle | undefined
  try {
    handle = await open(dir, 'r')
    await handle.sync()
  } catch {
    // Windows cannot open a folder for syncing; its renames are durable without it.
  } finally {
    await handle?.close().catch(() => undefined)
  }
}

export function createDownloader(options: DownloaderOptions): Downloader {
  const libraryDir = options.libraryDir
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_DOWNLOAD_BYTES
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const transfers = new SharedTransfers<DownloadedImage, DownloadProgress>()

  // got is loaded at the first download: a command that never downloads never loads it.
  let client: Promise<Got> | null = null
  const makeClient = async (): Promise<Got> => (await loadGot()).extend({
    headers: {
      'user-agent': options.userAgent ?? USER_AGENT,
      // Never AVIF or HEIC: many wallpaper setters cannot read them (and the magic check refuses them).
      accept: 'image/jpeg,image/png,image/webp,image/gif,*/*;q=0.1',
    },
    // Per phase rather than for the whole request: a big image on a slow line may take minutes,
    // but a server that stops sending for timeoutMs is not coming back.
    timeout: { lookup: timeoutMs, connect: timeoutMs, secureConnect: timeoutMs, send: timeoutMs, response: timeoutMs, socket: timeoutMs },
    throwHttpErrors: true,
    followRedirect: true,
    maxRedirects: 5,
    retry: retryOptions(options.retry),
  })

  /** The library copy made earlier for this stem, if one is there and still an image. */
  async function existingCopy(stem: string, expect: Expected): Promise<DownloadedImage | undefined> {
    let names: string[]
    try {
      names = await readdir(libraryDir)
    } catch (error) {
      throw toFilesystemError(error, said('core.file.doing.readLibraryFolder'))
    }
    if (expect === 'video') return existingVideo(stem, names)
    for (const format of Object.keys(IMAGE_EXTENSIONS) as ImageFormat[]) {
      const fileName = libraryFileName(stem, format)
      if (!names.includes(fileName)) continue
      const path = resolveInside(libraryDir, fileName)
      let file: RegularFile | undefined
      try {
        file = await openRegularFile(path)
        const { kind, size } = await readPictureFacts(file)
        // Not what its name says, or a picture no longer allowed (stored before the size was checked as now): fetched again.
        if (kind !== format || sizeRefusal(size) !== null || size === null) continue
        return { path, fileName, bytes: file.stats.size, format, width: size.width, height: size.height, reused: true }
      } catch {
        // Unreadable or vanished meanwhile: fetch it again.
      } finally {
        await file?.close().catch(() => undefined)
      }
    }
    return expect === 'animation' ? existingVideo(stem, names) : undefined
  }

  /** The library copy of a video, if one is there and its first bytes still say what its name says. */
  async function existingVideo(stem: string, names: readonly string[]): Promise<DownloadedImage | undefined> {
    for (const format of Object.keys(VIDEO_EXTENSIONS) as VideoFormat[]) {
      const fileName = libraryFileName(stem, format)
      if (!names.includes(fileName)) continue
      const path = resolveInside(libraryDir, fileName)
      let file: RegularFile | undefined
      try {
        file = await openRegularFile(path)
        if ((await readVideoFormat(file)) !== format) continue
        return { path, fileName, bytes: file.stats.size, format, width: null, height: null, reused: true }
      } catch {
        // Unreadable or vanished meanwhile: fetch it again.
      } finally {
        await file?.close().catch(() => undefined)
      }
    }
    return undefined
  }

  async function fetchIntoLibrary(
    url: string,
    stem: string,
    sourceName: string,
    signal: AbortSignal,
    progress: (event: DownloadProgress) => void,
    expect: Expected,
  ): Promise<DownloadedImage> {
    const video = expect === 'video'
    const tempPath = resolveInside(libraryDir, tempFileName())
    let stream: Request | undefined
    let file: WriteStream | undefined
    try {
      const got = await (client ??= makeClient())
      const request = video ? { signal, headers: { accept: VIDEO_ACCEPT } } : { signal }
      const opened = await openResponse(() => got.stream(url, request), signal)
      stream = opened.stream
      if (opened.response.redirectUrls.some((redirect) => /\/removed\.\w+$/.test(redirect.pathname))) {
        // Imgur answers a deleted image with a redirect to a real "removed" picture.
        throw new NotFoundError(...sentence('core.download.removed', { source: sourceName }))
      }
      const total = contentLength(opened.response)
      if (total !== null && total > maxBytes) throw tooLargeError(sourceName, maxBytes, video ? 'video' : 'image')

      let lastEmit = 0
      progress({ bytes: 0, total, percent: percentOf(0, total) })
      const inspector = new ImageInspector({
        sourceName,
        maxBytes,
        expectedBytes: total,
        expect,
        onBytes: (bytes) => {
          const now = Date.now()
          if (now - lastEmit < PROGRESS_INTERVAL_MS) return
          lastEmit = now
          progress({ bytes, total, percent: percentOf(bytes, total) })
        },
      })
      // A deeper write buffer lets the file stream hand several chunks to one writev while the
      // next ones arrive; the default 16 KiB makes every 64 KiB socket read wait for its own write.
      file = createWriteStream(tempPath, { flags: 'wx', flush: true, highWaterMark: WRITE_BUFFER_BYTES })
      await pipeline(opened.stream, inspector, new FlushBehind(file), file, { signal })

      const videoFormat = inspector.videoFormat
      if (videoFormat !== null) {
        const fileName = libraryFileName(stem, videoFormat)
        const path = resolveInside(libraryDir, fileName)
        await rename(tempPath, path)
        await syncFolder(libraryDir)
        progress({ bytes: inspector.bytes, total: inspector.bytes, percent: 100 })
        return { path, fileName, bytes: inspector.bytes, format: videoFormat, width: null, height: null, reused: false }
      }
      const format = inspector.format
      if (format === null) throw new UpstreamError(...sentence('core.download.notImage', { source: sourceName }))
      const size = inspector.size
      if (size === null || !withinPixelLimit(size)) throw pixelLimitError(sourceName, size)
      const fileName = libraryFileName(stem, format)
      const path = resolveInside(libraryDir, fileName)
      await rename(tempPath, path)
      await syncFolder(libraryDir)
      progress({ bytes: inspector.bytes, total: inspector.bytes, percent: 100 })
      return {
        path,
        fileName,
        bytes: inspector.bytes,
        format,
        width: size.width,
        height: size.height,
        reused: false,
      }
    } catch (error) {
      stream?.destroy()
      if (file) {
        if (!file.closed) {
          file.destroy()
          await once(file, 'close').catch(() => undefined)
        }
      }
      await rm(tempPath, { force: true }).catch(() => undefined)
      throw toDownloadError(error, sourceName, signal)
    }
  }

  async function download(item: MediaItem, downloadOptions: DownloadOptions = {}): Promise<DownloadedImage> {
    // A picture in the person's folders is set where it lies: there is nothing to download.
    if (item.source === 'local') throw new ValidationError([{ field: 'source', ...said('core.field.localNotDownloaded') }])
    const checked = parseOrThrow(OnlineMediaItemSchema, item)
    const expect: Expected = checked.mediaType === 'video' ? 'video' : checked.mediaType === 'gif' ? 'animation' : 'picture'
    const target = downloadOptions.target === undefined ? undefined : parseOrThrow(DownloadTargetSchema, downloadOptions.target)
    const { url: sourceUrl, variant } = downloadSource(checked, target)
    const url = options.resolveMediaUrl ? options.resolveMediaUrl(sourceUrl) : sourceUrl
    const stem = libraryFileStem(checked.source, checked.id, variant)
    const sourceName = imageServerName(checked.source)

    return transfers.run(
      stem,
      async ({ signal, progress }) => {
        try {
          await mkdir(libraryDir, { recursive: true })
        } catch (error) {
          throw toFilesystemError(error, said('core.file.doing.createLibraryFolder'))
        }
        const existing = await existingCopy(stem, expect)
        if (existing) {
          progress({ bytes: existing.bytes, total: existing.bytes, percent: 100 })
          return existing
        }
        return fetchIntoLibrary(url, stem, sourceName, signal, progress, expect)
      },
      { signal: downloadOptions.signal, onProgress: downloadOptions.onProgress },
    )
  }

  return { libraryDir, download }
}
