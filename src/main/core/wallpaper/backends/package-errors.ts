// The wallpaper package rejects with execFile's errors: its binary's stderr is what a person can use.
import { WallpaperError } from '../../errors/errors'
import { endSentence, firstLines } from '../run-command'

export async function callPackage<T>(backendName: string, action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const details = error as { stderr?: unknown; message?: unknown }
    const said = firstLines(typeof details.stderr === 'string' && details.stderr.trim() !== '' ? details.stderr : String(details.message ?? ''))
    throw new WallpaperError(endSentence(`${backendName} could not ${action}${said ? `: ${said}` : ''}`), { cause: error })
  }
}
