// Finding an app's installed desktop file the way the shortcuts portal does. xdg-desktop-portal
// knows a host app by its desktop file id and refuses one it cannot resolve: a registered host app
// carries XDP_APP_INFO_FLAG_REQUIRE_GAPPINFO (src/xdp-app-info-host.c), and its app info is
// g_desktop_app_info_new("<id>.desktop") (src/xdp-app-info.c) — "App info not found" when that is
// NULL. GLib's rules for it (gio/gdesktopappinfo.c, g_desktop_app_info_new and
// g_desktop_app_info_load_from_keyfile), followed here:
// - the `applications` folder of $XDG_DATA_HOME (else ~/.local/share), then of each of
//   $XDG_DATA_DIRS (else /usr/local/share:/usr/share), in that order;
// - in each, the id as a file name, or with its "-"s as subfolders ("kde-foo.desktop" is
//   kde/foo.desktop: the Menu Specification's prefix mapping);
// - a file counts only when its first group is [Desktop Entry], Type is Application, and the
//   programs of TryExec and of Exec's first word are found (absolute, or on PATH); one that does not
//   is passed over for the next folder;
// - the first file that counts is the app's, unless it says Hidden=true: then there is none.
import { accessSync, constants, readFileSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { delimiter, isAbsolute, join } from 'node:path'

type Env = Readonly<Record<string, string | undefined>>

export interface DesktopFileLookup {
  /** The desktop file the portal would find, or null. */
  path: string | null
  /** The applications folders looked in, in order: for telling the person where it would have to be. */
  folders: string[]
}

/** The XDG data folders in GLib's order: the user's first, then the system's. */
export function xdgDataFolders(env: Env, home: string = env['HOME'] || homedir()): string[] {
  const dataHome = env['XDG_DATA_HOME']?.trim() || join(home, '.local', 'share')
  const dataDirs = (env['XDG_DATA_DIRS']?.trim() || '/usr/local/share/:/usr/share/').split(':').filter(Boolean)
  return [dataHome, ...dataDirs]
}

/** Every relative path the id may have: "a-b-c.desktop" is also a/b-c.desktop, a-b/c.desktop, a/b/c.desktop. */
function candidatePaths(desktopId: string): string[] {
  const parts = desktopId.split('-')
  const paths: string[] = []
  for (let mask = 0; mask < 1 << (parts.length - 1); mask++) {
    paths.push(parts.reduce((path, part, index) => (index === 0 ? part : `${path}${mask & (1 << (index - 1)) ? '/' : '-'}${part}`), ''))
  }
  return paths
}

/** The [Desktop Entry] group's keys (not localised ones), values with their string escapes undone; null if the file's first group is another. */
function desktopEntryKeys(text: string): Map<string, string> | null {
  const keys = new Map<string, string>()
  let inGroup: boolean | null = null
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    if (line.startsWith('[')) {
      if (inGroup === null) inGroup = line === '[Desktop Entry]'
      else if (inGroup) break
      if (!inGroup) return null
      continue
    }
    if (!inGroup) return null
    const equals = line.indexOf('=')
    if (equals <= 0) continue
    const key = line.slice(0, equals).trim()
    if (!keys.has(key)) keys.set(key, line.slice(equals + 1).trim().replace(/\\([sntr\\])/g, (_match, char: string) => ({ s: ' ', n: '\n', t: '\t', r: '\r', '\\': '\\' })[char] as string))
  }
  return inGroup ? keys : null
}

/** Exec's program as g_shell_parse_argv reads its first word: quotes and backslashes as a shell's. */
function firstShellWord(command: string): string | null {
  let word = ''
  let started = false
  for (let index = 0; index < command.length; index++) {
    const char = command[index] as string
    if (/\s/.test(char)) {
      if (started) break
      continue
    }
    started = true
    if (char === "'") {
      const end = command.indexOf("'", index + 1)
      if (end < 0) return null
      word += command.slice(index + 1, end)
      index = end
    } else if (char === '"') {
      let end = index + 1
      for (; end < command.length && command[end] !== '"'; end++) {
        if (command[end] === '\\' && '"\\$`\n'.includes(command[end + 1] ?? '')) end++
        word += command[end]
      }
      if (end >= command.length) return null
      index = end
    } else if (char === '\\') {
      word += command[index + 1] ?? ''
      index++
    } else word += char
  }
  return started ? word : null
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return !statSync(path).isDirectory()
  } catch {
    return false
  }
}

/** g_find_program_in_path: a path with a "/" as it is, else the first on PATH. */
function programFound(program: string, env: Env): boolean {
  if (program.includes('/')) return isExecutableFile(program)
  const folders = (env['PATH'] ?? '/bin:/usr/bin:.').split(delimiter)
  return folders.some((folder) => isExecutableFile(join(folder || '.', program)))
}

type Loaded = 'counts' | 'hidden' | 'passed-over'

function load(path: string, env: Env): Loaded {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return 'passed-over'
  }
  const keys = desktopEntryKeys(text)
  if (!keys || keys.get('Type') !== 'Application') return 'passed-over'
  const tryExec = keys.get('TryExec')
  if (tryExec && !programFound(tryExec, env)) return 'passed-over'
  const exec = keys.get('Exec')
  if (exec) {
    const program = firstShellWord(exec)
    if (program === null || !programFound(program, env)) return 'passed-over'
  }
  return keys.get('Hidden') === 'true' ? 'hidden' : 'counts'
}

/** The desktop file `desktopId` ("io.github.example.App.desktop") resolves to, as the portal finds it. */
export function findDesktopFile(desktopId: string, env: Env, home?: string): DesktopFileLookup {
  const folders = xdgDataFolders(env, home).map((folder) => join(folder, 'applications'))
  for (const folder of folders) {
    if (!isAbsolute(folder)) continue
    for (const relative of candidatePaths(desktopId)) {
      const path = join(folder, relative)
      const loaded = load(path, env)
      if (loaded === 'hidden') return { path: null, folders }
      if (loaded === 'counts') return { path, folders }
    }
  }
  return { path: null, folders }
}
