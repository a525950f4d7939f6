// The settings file's shape lives in src/shared/settings.ts: the window reads and changes settings
// through the same schemas.
export * from '../../../shared/settings'
