// Arbitraries of hostile, malformed input for the contract's operations: each starts from a valid
// example and breaks it in one way that a window, a compromised renderer or a bridge client could
// (wrong types, out-of-range numbers, bad enumerations, extra and prototype-polluting keys, huge
// strings, NaN and Infinity, nested garbage), or replaces it outright. Whether a value really is
// invalid is decided by the operation's own schema, not here.
import fc from 'fast-check'

type Path = readonly (string | number)[]

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'] as const

/** Strings a renderer should never get away with: they stand in for every kind of string abuse. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\u202egnp.exe',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '/etc/passwd',
  'C:\\Windows\\System32',
  '%00',
  '${process.exit()}',
  '<script>alert(1)</script>',
  'SFW ',
  'sfw',
  'NSFWW',
  'WALLHAVEN',
  'Wallhaven',
  '1e999',
  'NaN',
  '-1',
  '0x10',
] as const

const HOSTILE_NUMBERS = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, -1, 0, 0.5, 1e308, -1e308, 2 ** 53 + 2, Number.MIN_VALUE] as const

/** A cheap scalar of any JSON or structured-clone kind. */
const scalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, undefined, true, false, ...HOSTILE_NUMBERS, ...HOSTILE_STRINGS),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 16 }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
  fc.constant(null).map(() => new Date(Number.NaN)),
  fc.constant(null).map(() => new Map([['source', 'wallhaven']])),
  fc.constant(null).map(() => new Uint8Array([1, 2, 3])),
)

/** Strings from 4 KiB to 256 KiB, cheap to make. */
const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 4 * 1024, max: 256 * 1024 }), fc.constantFrom('x', 'é', '\u202e', '\u0000', 'a/', '9'))
  .map(([length, unit]) => unit.repeat(length))

/** An object parsed from JSON, as the bridge would receive it: `__proto__` is then an own key. */
const pollutingObject: fc.Arbitrary<unknown> = fc
  .constantFrom(...PROTOTYPE_KEYS)
  .map((key) => JSON.parse(`{${JSON.stringify(key)}: {"polluted": "yes", "isAdmin": true}}`) as unknown)

const garbageLeaf: fc.Arbitrary<unknown> = fc.oneof({ weight: 6, arbitrary: scalar }, { weight: 1, arbitrary: hugeString }, { weight: 1, arbitrary: pollutingObject })

/** Any garbage, nested up to three levels. */
export const garbage: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: garbageLeaf },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTOTYPE_KEYS)), tie('value'), { maxKeys: 4 }) },
  ),
})).value

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix]
  if (Array.isArray(value)) value.forEach((inner, index) => paths.push(...pathsOf(inner, [...prefix, index])))
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) paths.push(...pathsOf(inner, [...prefix, key]))
  }
  return paths
}

function valueAt(root: unknown, path: Path): unknown {
  let current = root
  for (const key of path) current = (current as Record<string | number, unknown>)[key]
  return current
}

/** Defines an own property even for `__proto__`, as JSON.parse or structured clone would. */
function define(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

function edit(example: unknown, path: Path, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(example)
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>
  change(parent, path.at(-1) as string | number)
  return copy
}

/** Invalid-looking variants of a valid `example` (the caller filters with the schema). */
export function brokenVariants(example: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(example)
  const inner = paths.filter((path) => path.length > 0)
  const objects = paths.filter((path) => {
    const value = valueAt(example, path)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
  })
  const numbers = inner.filter((path) => typeof valueAt(example, path) === 'number')
  const strings = inner.filter((path) => typeof valueAt(example, path) === 'string')

  const arbitraries: { weight: number; arbitrary: fc.Arbitrary<unknown> }[] = [
    // The whole input replaced, or wrapped where an object belongs.
    { weight: 2, arbitrary: garbage },
    { weight: 1, arbitrary: fc.constantFrom<unknown>([example], { input: example }, JSON.stringify(example)) },
  ]
  if (objects.length > 0) {
    arbitraries.push({
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...objects), fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ minLength: 1, maxLength: 12 })), garbage)
        .map(([path, key, value]) => {
          const copy = structuredClone(example)
          define(valueAt(copy, path) as object, key, value)
          return copy
        }),
    })
  }
  if (inner.length > 0) {
    arbitraries.push(
      {
        weight: 5,
        arbitrary: fc.tuple(fc.constantFrom(...inner), garbage).map(([path, value]) => edit(example, path, (parent, key) => define(parent, key, value))),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...inner).map((path) =>
          edit(example, path, (parent, key) => {
            if (Array.isArray(parent)) parent.splice(Number(key), 1)
            else delete parent[key]
          }),
        ),
      },
    )
  }
  if (numbers.length > 0) {
    arbitraries.push({
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...numbers), fc.oneof(fc.constantFrom<unknown>(...HOSTILE_NUMBERS, '10', '1e3', null), fc.double(), fc.integer({ min: -1e9, max: 1e9 })))
        .map(([path, value]) => edit(example, path, (parent, key) => define(parent, key, value))),
    })
  }
  if (strings.length > 0) {
    arbitraries.push({
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...strings), fc.oneof(fc.constantFrom<unknown>(...HOSTILE_STRINGS), hugeString, fc.string({ maxLength: 8 })))
        .map(([path, value]) => edit(example, path, (parent, key) => define(parent, key, value))),
    })
  }
  return fc.oneof(...arbitraries)
}
