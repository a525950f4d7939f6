// A module-resolve hook: `electron` resolves to the stub beside this file.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron') return { url: new URL('./electron.mjs', import.meta.url).href, shortCircuit: true }
  return nextResolve(specifier, context)
}
