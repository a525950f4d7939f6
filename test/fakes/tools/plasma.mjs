// A pretend plasmashell behind qdbus/qdbus6/qdbus-qt6/dbus-send: it really runs the desktop script
// Tapestry sends, against desktops kept in <state>/plasma.json ({running, screens, desktops}), and
// answers the way each tool prints a reply.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import vm from 'node:vm'

const [stateDir, tool, ...args] = process.argv.slice(2)
const statePath = join(stateDir, 'plasma.json')
const state = JSON.parse(readFileSync(statePath, 'utf8'))
const dbusSend = tool === 'dbus-send'

function fail(message) {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

const expected = dbusSend
  ? ['--session', '--print-reply', '--type=method_call', '--dest=org.kde.plasmashell', '/PlasmaShell', 'org.kde.PlasmaShell.evaluateScript']
  : ['org.kde.plasmashell', '/PlasmaShell', 'org.kde.PlasmaShell.evaluateScript']
if (expected.some((arg, index) => args[index] !== arg) || args.length !== expected.length + 1) {
  fail(`Error: org.freedesktop.DBus.Error.UnknownMethod: unexpected call ${JSON.stringify(args.slice(0, expected.length))}`)
}
let script = args[expected.length]
if (dbusSend) {
  if (!script.startsWith('string:')) fail('Unknown type')
  script = script.slice('string:'.length)
}
if (!state.running) {
  fail(dbusSend ? 'Error org.freedesktop.DBus.Error.ServiceUnknown: The name org.kde.plasmashell was not provided by any .service files' : "Service 'org.kde.plasmashell' does not exist.")
}

let output = ''
const desktops = state.desktops.map((desktop) => {
  let group = []
  return {
    screen: desktop.screen,
    wallpaperPlugin: desktop.plugin,
    get currentConfigGroup() {
      return group
    },
    set currentConfigGroup(value) {
      group = [...value]
    },
    writeConfig(key, value) {
      const path = group.join('/')
      desktop.config[path] = { ...desktop.config[path], [key]: value }
    },
    readConfig(key) {
      return desktop.config[group.join('/')]?.[key]
    },
  }
})
try {
  vm.runInNewContext(script, {
    desktops: () => desktops,
    print: (text) => {
      output += `${String(text)}\n`
    },
    screenCount: state.screens.length,
    screenGeometry: (index) => ({ x: 0, y: 0, ...state.screens[index] }),
  })
} catch (error) {
  fail(`Error: org.kde.PlasmaShell.Error: ${error.message}`)
}
writeFileSync(statePath, JSON.stringify(state, null, 2))
process.stdout.write(dbusSend ? `method return time=1700000000.1 sender=:1.12 -> destination=:1.99 serial=42 reply_serial=2\n   string "${output}"\n` : output)
