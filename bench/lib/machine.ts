// The machine a run was made on, as results.json and the README report it.
import os from 'node:os'

export interface MachineInfo {
  cpuModel: string
  cores: number
  memoryGiB: number
  node: string
  platform: string
  kernel: string
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus()
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.arch()}`,
    kernel: os.release(),
  }
}
