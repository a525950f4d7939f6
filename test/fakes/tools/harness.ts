// A fresh toolbox of stand-in tools per test, cleaned up after it.
import { afterEach } from 'vitest'
import { FakeToolbox, type FakeToolName } from './fake-tools'

/** Call at the top of a test file; the returned function makes a toolbox that is removed after each test. */
export function useFakeTools(): (tools: readonly FakeToolName[]) => Promise<FakeToolbox> {
  const boxes: FakeToolbox[] = []
  afterEach(async () => {
    await Promise.all(boxes.splice(0).map((box) => box.cleanup()))
  })
  return async (tools) => {
    const box = await FakeToolbox.create(tools)
    boxes.push(box)
    return box
  }
}
