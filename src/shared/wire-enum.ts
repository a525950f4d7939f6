import { z } from 'zod'
import { fieldSays } from './i18n/field-words'

/**
 * An enumeration whose members are names (`TOPLIST`) with one table from member to wire value
 * (`toplist`). The schema accepts member names only; `memberFromWire` maps a wire value (as typed
 * on the command line) back to its member.
 */
export function wireEnum<const T extends Record<string, string>>(table: T) {
  const members = Object.keys(table) as [keyof T & string, ...(keyof T & string)[]]
  return Object.freeze({
    schema: z.enum(members, { error: () => fieldSays('fields.oneOf', { members: members.join(', ') }) }),
    members: Object.freeze([...members]) as readonly (keyof T & string)[],
    wire: Object.freeze({ ...table }) as Readonly<T>,
    toWire(member: keyof T & string): T[keyof T] {
      return table[member] as T[keyof T]
    },
    memberFromWire(value: string): (keyof T & string) | undefined {
      return members.find((member) => table[member] === value)
    },
  })
}
