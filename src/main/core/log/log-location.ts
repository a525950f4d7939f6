// Where the log files are kept: a folder of the data folder, so a person finds them beside their library.
import path from 'node:path'

export const LOG_FOLDER = 'logs'
export const LOG_FILE = 'tapestry.log'

export function logFolderOf(dataDir: string): string {
  return path.join(dataDir, LOG_FOLDER)
}
