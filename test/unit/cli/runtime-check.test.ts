import { describe, expect, it } from 'vitest'
import { tooOldRuntime } from '../../../src/main/cli/runtime-check'

describe('the runtime the command line runs on', () => {
  it('is refused in one sentence without Node-API 10 (Node.js 20, 22 before 22.14), which would crash loading the database', () => {
    expect(tooOldRuntime({ node: '20.19.6', napi: '9' })).toBe('Tapestry needs Node.js 22.14 or newer; this is Node.js 20.19.6.')
    expect(tooOldRuntime({ node: '22.13.1', napi: '9' })).toMatch(/22\.14 or newer; this is Node\.js 22\.13\.1/)
    expect(tooOldRuntime({ node: '18.0.0' })).toMatch(/this is Node\.js 18\.0\.0/)
  })

  it('is taken with Node-API 10 or later: Node 22.14+, 24, and Electron’s runtime', () => {
    expect(tooOldRuntime({ node: '22.14.0', napi: '10' })).toBeUndefined()
    expect(tooOldRuntime({ node: '24.21.0', napi: '10' })).toBeUndefined()
    expect(tooOldRuntime({ node: '26.0.0', napi: '11' })).toBeUndefined()
    expect(tooOldRuntime(process.versions)).toBeUndefined()
  })
})
