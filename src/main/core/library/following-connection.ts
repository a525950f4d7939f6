// One connection object for the library's whole life, standing for whichever better-sqlite3
// connection is current: the library, its folder index and its crop store prepare their statements
// once, and keep them, while live-database.ts may open library.db again underneath. A statement is
// prepared again on the current connection, with its modes (pluck, raw…), the first time it is used
// after a reopen; everything else is the current connection's own.
import type Database from 'better-sqlite3'

type LibraryDatabase = Database.Database
type Statement = Database.Statement<unknown[], unknown>
type Callable = (...args: unknown[]) => unknown

/** Methods that set how a statement answers and return the statement itself. */
const MODES = new Set(['pluck', 'raw', 'expand', 'safeIntegers'])

/** `generation` changes each time `current` is a new connection. */
export function followingConnection(current: () => LibraryDatabase, generation: () => number): LibraryDatabase {
  function prepare(source: string): Statement {
    let statement = current().prepare(source)
    let preparedIn = generation()
    const modes: [string, unknown[]][] = []
    const now = (): Statement => {
      if (preparedIn !== generation()) {
        statement = current().prepare(source)
        for (const [mode, args] of modes) (Reflect.get(statement, mode) as Callable).apply(statement, args)
        preparedIn = generation()
      }
      return statement
    }
    const following: Statement = new Proxy({} as Statement, {
      get(_target, property) {
        const made = now()
        const value: unknown = Reflect.get(made, property, made)
        if (typeof value !== 'function') return value
        if (typeof property === 'string' && MODES.has(property)) {
          return (...args: unknown[]) => {
            modes.push([property, args])
            ;(value as Callable).apply(made, args)
            return following
          }
        }
        return (...args: unknown[]) => (value as Callable).apply(now(), args)
      },
    })
    return following
  }

  // Typed as the connection it stands for.
  return new Proxy({} as LibraryDatabase, {
    get(_target, property) {
      if (property === 'prepare') return prepare
      const connection = current()
      const value: unknown = Reflect.get(connection, property, connection)
      return typeof value === 'function' ? (value as Callable).bind(connection) : value
    },
  })
}
