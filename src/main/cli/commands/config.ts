// `tapestry config list|get|set`: the settings the window's Settings show, read and changed from
// the command line. A change goes through the window's own settings.set operation (its schema, its
// checks, and what a change rebuilds); a value it refuses names the key and changes nothing.
import { ValidationError } from '../../../shared/errors'
import type { CliContext } from '../context'
import { operate } from '../operate'
import type { CliCommand, CommandResult, Example } from '../run'
import { allSettings, asConfigKeys, patchFor, settingKeys, settingValue } from '../settings-keys'

/** A value as a line shows it: text as it is, anything else as JSON. */
function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

const keyArgument = (help: string) => ({ name: 'KEY', field: 'key', required: true, help, choices: settingKeys() })

const EXAMPLES: readonly Example[] = [
  { what: 'Every setting and its value', line: 'tapestry config list' },
  { what: 'How often the wallpaper changes', line: 'tapestry config get rotation.intervalMinutes' },
  { what: 'Change the wallpaper every 30 minutes', line: 'tapestry config set rotation.intervalMinutes 30' },
  { what: 'Once a day at 07:30 instead (null goes back to the interval)', line: 'tapestry config set rotation.dailyAt 07:30' },
  { what: 'Run a command after every change', line: "tapestry config set wallpaper.afterChangeCommand 'wal -i {file}'" },
]

export const configListCommand: CliCommand<CliContext> = {
  words: ['config', 'list'],
  usage: 'tapestry config list [options]',
  summary: 'Every setting, as KEY = VALUE (nested keys dotted, as "config get" and "config set" take them).',
  flags: [],
  positionals: [],
  json: 'one object, each key dotted with its value',
  examples: EXAMPLES.slice(0, 1),
  run: async (_input, _options, context): Promise<CommandResult> => {
    const settings = await operate(await context.app(), 'settings.get', undefined)
    const pairs = allSettings(settings)
    return { json: Object.fromEntries(pairs), text: pairs.map(([key, value]) => `${key} = ${shown(value)}`).join('\n') }
  },
}

export const configGetCommand: CliCommand<CliContext> = {
  words: ['config', 'get'],
  usage: 'tapestry config get KEY [options]',
  summary: "One setting's value (a group's name, such as rotation, gives the whole group).",
  flags: [],
  positionals: [keyArgument('a key as "config list" shows it, or a group of them')],
  json: '{key, value}',
  examples: EXAMPLES.slice(1, 2),
  run: async (input, _options, context): Promise<CommandResult> => {
    const key = input['key'] as string
    const value = settingValue(await operate(await context.app(), 'settings.get', undefined), key)
    return { json: { key, value }, text: shown(value) }
  },
}

export const configSetCommand: CliCommand<CliContext> = {
  words: ['config', 'set'],
  usage: 'tapestry config set KEY VALUE [options]',
  summary: 'Change one setting, checked as the window checks it: a value it cannot take names the key and changes nothing.',
  flags: [],
  positionals: [
    keyArgument('a key as "config list" shows it'),
    { name: 'VALUE', field: 'value', required: true, help: 'the new value: text, a number, true or false, null to clear, or JSON for a list (rotation.pool)' },
  ],
  json: '{key, value}: the value as saved',
  examples: EXAMPLES.slice(2),
  run: async (input, _options, context): Promise<CommandResult> => {
    const key = input['key'] as string
    const patch = patchFor(key, input['value'] as string)
    const app = await context.app()
    let saved
    try {
      saved = await operate(app, 'settings.set', { settings: patch })
    } catch (error) {
      throw error instanceof ValidationError ? asConfigKeys(error, key) : error
    }
    const value = settingValue(saved, key)
    return { json: { key, value }, text: `${key} = ${shown(value)}` }
  },
}
