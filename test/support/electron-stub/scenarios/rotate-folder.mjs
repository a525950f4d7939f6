// The app rotating from one of the person's folders, as on a real desktop: the folder added and
// made the rotation's only source through the window's calls, then the tray's Next pressed
// TAPESTRY_TEST_STEPS times (default 1), each step waited for. Reports each step's outcome.
import { trayItem, until, windowCaller } from './support.mjs'

export async function run({ record }) {
  const call = windowCaller(record)
  const folder = process.env.TAPESTRY_TEST_FOLDER
  const steps = Number(process.env.TAPESTRY_TEST_STEPS || 1)
  await call('folders.add', { path: folder })
  // The app scans a new folder in the background, as the window shows it "scanning".
  await until(async () => (await call('folders.list', undefined)).some((status) => status.path === folder && !status.scanning && status.images > 0), 'the folder scanned')
  const rotation = { pool: [{ source: 'folder', path: folder, weight: 1 }], ...(process.env.TAPESTRY_TEST_FIT ? { fit: process.env.TAPESTRY_TEST_FIT } : {}) }
  await call('settings.set', { settings: { rotation } })
  const outcomes = []
  for (let step = 0; step < steps; step++) {
    const before = (await call('rotation.status', undefined)).lastRunAt
    trayItem(record, 'next').click()
    await until(async () => {
      const status = await call('rotation.status', undefined)
      // A step that failed is timed too: lastRunAt moves either way.
      return !status.busy && status.lastRunAt !== before
    }, 'a rotation step', 60)
    const status = await call('rotation.status', undefined)
    outcomes.push({ id: status.current?.id ?? null, error: status.lastError?.message ?? null, at: status.lastRunAt })
  }
  return { outcomes }
}
