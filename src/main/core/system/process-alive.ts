// Whether a process with this id runs on this machine (as this user or another): signal 0 checks
// without sending anything; EPERM means it runs, as someone else.
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
