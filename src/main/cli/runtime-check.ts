/**
 * The library's database (better-sqlite3 13) is a Node-API 10 addon: a Node.js without Node-API 10
 * (before 22.14; 20.x never had it) crashes while loading it, with no message. The installed
 * `tapestry` runs on the app's own Electron, which has it; a checkout run with an older `node` is
 * told so in one sentence instead.
 */
export const NEEDED_NODE_API = 10

export function tooOldRuntime(versions: { node: string; napi?: string }): string | undefined {
  const napi = Number(versions.napi ?? 0)
  if (Number.isInteger(napi) && napi >= NEEDED_NODE_API) return undefined
  return `Tapestry needs Node.js 22.14 or newer; this is Node.js ${versions.node}.`
}
