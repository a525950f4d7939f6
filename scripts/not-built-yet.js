// Placeholder entry for scripts whose parts are built by later issues; says so plainly and fails.
const what = process.argv[2] ?? 'this command'
console.error(`tapestry: "${what}" is not built yet.`)
process.exit(1)
