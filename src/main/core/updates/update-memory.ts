// updates.json in the data folder: when the last check ran and which version the person was told
// of, so a start does not check again within the day nor say the same version twice.
import { z } from 'zod'
import { openJsonStore } from '../store/json-store'
import type { UpdateMemory } from './update-policy'

const UpdateMemorySchema = z.object({
  lastCheckAt: z.iso.datetime().nullable().default(null),
  toldVersion: z.string().max(100).nullable().default(null),
})

export function openUpdateMemory(dataDir: string): { read(): UpdateMemory; write(memory: UpdateMemory): void } {
  const store = openJsonStore({ cwd: dataDir, configName: 'updates', schema: UpdateMemorySchema })
  return {
    read: () => store.read(),
    write: (memory) => void store.update(() => memory),
  }
}
