// Running gsettings for the GNOME family, which keep their settings in dconf. gsettings has two
// ways of not saving a value while exiting 0, both seen on real systems:
// - with no dconf GIO module (not installed, or GIO_MODULE_DIR pointing elsewhere, as a sandbox's
//   runtime does) GSettings falls back to a keyfile of its own (~/.config/glib-2.0/settings/keyfile)
//   and reads the value back from there, so even the read-back agrees, but no desktop reads that
//   file. Asking for dconf by name (GSETTINGS_BACKEND=dconf) makes it warn instead;
// - with dconf but no session bus to reach dconf's service, `gsettings set` only warns.
// Either warning is a failure here, said at once.
import { WallpaperError } from '../../errors/errors'
import { sentence } from '../../i18n/sentence'
import { createCommandRunner, endSentence, firstLines, type CommandRunner } from '../run-command'

export interface GsettingsCommand {
  get(schema: string, key: string): Promise<string>
  set(schema: string, key: string, value: string): Promise<void>
  listKeys(schema: string): Promise<string[]>
}

const NO_DCONF_MODULE = /Can't find module 'dconf'/
const NOT_COMMITTED = /failed to commit changes to dconf: ?(.*)/

export function createGsettingsCommand(runner: CommandRunner): GsettingsCommand {
  const name = runner.backendWords
  // A backend the person chose themselves is theirs; otherwise dconf, the one the desktops read.
  const gsettings = runner.env.GSETTINGS_BACKEND
    ? runner
    : createCommandRunner({ backendName: runner.backendName, backendWords: name, env: { ...runner.env, GSETTINGS_BACKEND: 'dconf' } })

  async function run(args: readonly string[]): Promise<string> {
    const { stdout, stderr } = await gsettings.run('gsettings', args)
    if (NO_DCONF_MODULE.test(stderr)) {
      throw new WallpaperError(...sentence('desktop.gsettings.noDconf', { backend: name }))
    }
    const notCommitted = NOT_COMMITTED.exec(stderr)
    if (notCommitted) {
      // gsettings's own words, as it said them: the sentence ends with them.
      const output = endSentence(`failed to commit changes to dconf: ${firstLines(notCommitted[1] ?? '')}`)
      throw new WallpaperError(...sentence('desktop.gsettings.notSaved', { backend: name, output }))
    }
    return stdout
  }

  return {
    get: (schema, key) => run(['get', schema, key]),
    async set(schema, key, value) {
      await run(['set', schema, key, value])
    },
    async listKeys(schema) {
      return (await run(['list-keys', schema])).split('\n').map((line) => line.trim())
    },
  }
}
