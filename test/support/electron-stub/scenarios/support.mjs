// What the scenarios share: calling the contract as the window does, waiting for something the app
// does in the background, and clicking a tray item as the system would.

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits (at most `seconds`) until `check` answers true; throws saying what never happened. */
export async function until(check, what, seconds = 20) {
  for (let waited = 0; waited < seconds * 1000; waited += 20) {
    if (await check()) return
    await sleep(20)
  }
  throw new Error(`Timed out waiting for ${what}.`)
}

/** Calls a contract operation as the window's main frame does, and answers its value (throws its error). */
export function windowCaller(record) {
  return async (name, input) => {
    const window = record.windows.at(-1)
    const trusted = { senderFrame: { url: window.loaded[0], parent: null }, sender: { id: window.webContents.id } }
    const result = await record.ipcHandlers.get(name)(trusted, input)
    if (!result.ok) throw new Error(`${name} failed: ${result.error.message}`)
    return result.value
  }
}

/** The tray's item with this id, from the menu as last built. */
export function trayItem(record, id) {
  const find = (items) => items.flatMap((item) => (item.id === id ? [item] : find(item.submenu ?? [])))
  const [item] = find(record.trays[0]?.menu?.template ?? [])
  if (!item) throw new Error(`The tray has no item ${id}.`)
  return item
}
