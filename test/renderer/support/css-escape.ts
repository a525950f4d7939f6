// jsdom has no CSS.escape, which React Aria's popover reads when it opens; Chromium and Electron have it.
const css = ((globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ??= {})
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`)
