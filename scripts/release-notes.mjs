#!/usr/bin/env node
// CHANGELOG.md (Keep a Changelog 1.1) read once, for the two places a release's notes go:
// the GitHub release's body (the entry's markdown as written) and the AppStream metadata's
// <releases> (packaging/linux/io.github.tapestryapp.Tapestry.metainfo.xml), whose descriptions allow
// only <p>, <ul>/<ol>/<li>, <em> and <code> (appstreamcli validate says description-markup-invalid
// for anything else). docs/packaging.md says when each runs.
//
//   node scripts/release-notes.mjs                  the newest released entry, as markdown
//   node scripts/release-notes.mjs --tag v0.2.0     the same, for a tag: refused unless that version
//                                                   is the newest entry, package.json says it too, and
//                                                   [Unreleased] is empty (nothing left out of the notes)
//   node scripts/release-notes.mjs --write-metainfo rewrite the metainfo's <releases> from the changelog
//   node scripts/release-notes.mjs --check-metainfo exit 1 when the metainfo's <releases> differ from it
//
// Only node: modules, so the release job can run it before (or without) npm ci.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import process from 'node:process'
import { pathToFileURL } from 'node:url'

const ROOT = resolve(import.meta.dirname, '..')
export const CHANGELOG_FILE = join(ROOT, 'CHANGELOG.md')
export const METAINFO_FILE = join(ROOT, 'packaging/linux/io.github.tapestryapp.Tapestry.metainfo.xml')
/** Where each release's page is; its tags are v<version> (.github/workflows/ci.yml runs on v*). */
export const RELEASES_URL = 'https://github.com/tapestryapp/tapestry/releases/tag'

/** A mistake in the changelog, said with the line it is on. */
export class ChangelogError extends Error {
  constructor(line, message) {
    super(line === undefined ? `CHANGELOG.md: ${message}` : `CHANGELOG.md line ${line}: ${message}`)
    this.name = 'ChangelogError'
  }
}

const VERSION_HEADING = /^## \[(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\] - (\d{4}-\d{2}-\d{2})$/
const UNRELEASED_HEADING = /^## \[Unreleased\]$/
const GROUP_HEADING = /^### (Added|Changed|Deprecated|Removed|Fixed|Security)$/
const LINK_REFERENCE = /^\[[^\]]+\]: \S+$/

function realDate(text) {
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** Orders x.y.z versions (a pre-release after its numbers sorts before the release itself). */
function compareVersions(a, b) {
  const parts = (version) => {
    const [numbers, pre] = version.split('-', 2)
    return { numbers: numbers.split('.').map(Number), pre }
  }
  const left = parts(a)
  const right = parts(b)
  for (let i = 0; i < 3; i++) if (left.numbers[i] !== right.numbers[i]) return left.numbers[i] - right.numbers[i]
  if (left.pre === right.pre) return 0
  if (left.pre === undefined) return 1
  if (right.pre === undefined) return -1
  return left.pre < right.pre ? -1 : 1
}

/**
 * @typedef {{ heading: string, items: string[] }} ChangelogGroup
 * @typedef {{ version: string, date: string, line: number, groups: ChangelogGroup[], body: string[], markdown: string }} ChangelogRelease
 * @typedef {{ unreleased: (Omit<ChangelogRelease, 'version' | 'date'> & { version: null, date: null }) | null, releases: ChangelogRelease[] }} Changelog
 */

/**
 * The changelog's entries: [Unreleased] (or null) and the released versions, newest first. Each
 * entry keeps its markdown as written and its groups (### Added…) with their items (a "- " line and
 * the lines indented under it, joined). Anything else inside an entry is refused, naming the line:
 * the notes are made from this shape and nothing is guessed.
 * @param {string} text
 * @returns {Changelog}
 */
export function parseChangelog(text) {
  const lines = text.replace(/\r\n/g, '\n').split('\n')
  const entries = []
  let entry = null
  let group = null
  let item = null
  const finishItem = () => {
    if (item) group.items.push(item.join(' '))
    item = null
  }
  lines.forEach((line, index) => {
    const at = index + 1
    if (line.startsWith('## ')) {
      finishItem()
      group = null
      const version = VERSION_HEADING.exec(line)
      if (version) {
        if (!realDate(version[2])) throw new ChangelogError(at, `${version[2]} is not a date (YYYY-MM-DD)`)
        entry = { version: version[1], date: version[2], line: at, groups: [], body: [] }
      } else if (UNRELEASED_HEADING.test(line)) {
        if (entries.length > 0) throw new ChangelogError(at, '[Unreleased] must come before every released version')
        entry = { version: null, date: null, line: at, groups: [], body: [] }
      } else {
        throw new ChangelogError(at, `"${line}" is neither "## [Unreleased]" nor "## [x.y.z] - YYYY-MM-DD"`)
      }
      entries.push(entry)
      return
    }
    if (entry === null) return // the title and the introduction
    if (LINK_REFERENCE.test(line)) {
      finishItem()
      entry = null // the link references close the last entry
      return
    }
    entry.body.push(line)
    if (line.trim() === '') return
    const heading = GROUP_HEADING.exec(line)
    if (heading) {
      finishItem()
      group = { heading: heading[1], items: [] }
      entry.groups.push(group)
    } else if (line.startsWith('- ')) {
      if (!group) throw new ChangelogError(at, 'an item must be under a "### Added", "### Changed", "### Fixed" (or Deprecated, Removed, Security) heading')
      finishItem()
      item = [line.slice(2).trim()]
    } else if (/^ {2,}\S/.test(line) && item) {
      item.push(line.trim())
    } else if (line.startsWith('### ')) {
      throw new ChangelogError(at, `"${line}": the groups are Added, Changed, Deprecated, Removed, Fixed and Security`)
    } else {
      throw new ChangelogError(at, `"${line}" is not an item ("- …"), the continuation of one (indented) or a group heading`)
    }
  })
  finishItem()

  const unreleased = entries[0]?.version === null ? entries[0] : null
  const releases = entries.filter((each) => each.version !== null)
  const seen = new Set()
  for (const [index, release] of releases.entries()) {
    if (seen.has(release.version)) throw new ChangelogError(release.line, `${release.version} is written down twice`)
    seen.add(release.version)
    if (release.groups.every((each) => each.items.length === 0)) throw new ChangelogError(release.line, `${release.version} says nothing: give it at least one item`)
    const older = releases[index + 1]
    if (older && (compareVersions(release.version, older.version) <= 0 || release.date < older.date)) {
      throw new ChangelogError(older.line, `${older.version} (${older.date}) must come after ${release.version} (${release.date}): newest first`)
    }
  }
  const finish = (each) => ({ ...each, markdown: each.body.join('\n').trim() })
  return { unreleased: unreleased ? finish(unreleased) : null, releases: releases.map(finish) }
}

/** The newest released entry, or an error saying there is none. */
export function newestRelease(changelog) {
  const [newest] = changelog.releases
  if (!newest) throw new ChangelogError(undefined, 'no released version yet: add "## [x.y.z] - YYYY-MM-DD" under [Unreleased]')
  return newest
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * One line of the changelog's markdown as AppStream description text: `code` as <code>, *x*, _x_
 * and **x** as <em> (AppStream has no strong), links as their text (AppStream has no links).
 */
export function inlineMarkdownToAppstream(text) {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => {
      if (/^`[^`]+`$/.test(part)) return `<code>${escapeXml(part.slice(1, -1))}</code>`
      const linked = part.replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1').replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
      return escapeXml(linked)
        .replace(/\*\*([^*]+)\*\*/g, '<em>$1</em>')
        .replace(/__([^_]+)__/g, '<em>$1</em>')
        .replace(/\*([^*\s][^*]*)\*/g, '<em>$1</em>')
        .replace(/(^|[^\w])_([^_\s][^_]*)_(?=$|[^\w])/g, '$1<em>$2</em>')
    })
    .join('')
}

/** A release's <description>: each group a <p> naming it and a <ul> of its items. */
export function appstreamDescription(release, indent = '') {
  const inner = `${indent}  `
  const lines = [`${indent}<description>`]
  for (const group of release.groups) {
    if (group.items.length === 0) continue
    lines.push(`${inner}<p>${group.heading}</p>`, `${inner}<ul>`)
    for (const item of group.items) lines.push(`${inner}  <li>${inlineMarkdownToAppstream(item)}</li>`)
    lines.push(`${inner}</ul>`)
  }
  lines.push(`${indent}</description>`)
  return lines.join('\n')
}

/** The metainfo's whole <releases> element for every released version, newest first. */
export function appstreamReleases(changelog, indent = '  ') {
  const inner = `${indent}  `
  const lines = [`${indent}<releases>`]
  for (const release of changelog.releases) {
    lines.push(`${inner}<release version="${release.version}" date="${release.date}">`)
    lines.push(`${inner}  <url type="details">${RELEASES_URL}/v${release.version}</url>`)
    lines.push(appstreamDescription(release, `${inner}  `))
    lines.push(`${inner}</release>`)
  }
  lines.push(`${indent}</releases>`)
  return lines.join('\n')
}

/** The <releases> element: its opening and closing tags each on a line of their own. */
const RELEASES_ELEMENT = /^([ \t]*)<releases>[ \t]*\n(?:.*\n)*?[ \t]*<\/releases>[ \t]*$/m

/** The metainfo text with its <releases> element replaced by the changelog's (at the same indentation). */
export function withChangelogReleases(metainfo, changelog) {
  const found = metainfo.match(new RegExp(RELEASES_ELEMENT.source, 'gm')) ?? []
  if (found.length !== 1) throw new Error(`The metainfo file must have one <releases> element (its tags on lines of their own) to fill in; it has ${found.length}.`)
  const indent = RELEASES_ELEMENT.exec(metainfo)[1]
  return metainfo.replace(RELEASES_ELEMENT, () => appstreamReleases(changelog, indent))
}

/**
 * The notes for a tag's release. Refused (with what to do) unless the tag's version is the
 * changelog's newest entry and package.json's version (what electron-builder names the packages
 * after), and [Unreleased] holds nothing: a change still under it would ship unmentioned.
 */
export function notesForTag(changelog, tag, packageVersion) {
  const version = /^v(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/.exec(tag)?.[1]
  if (!version) throw new Error(`The tag ${JSON.stringify(tag)} is not v<major>.<minor>.<patch>.`)
  const newest = newestRelease(changelog)
  if (newest.version !== version) {
    throw new Error(`CHANGELOG.md's newest release is ${newest.version}, not ${version}: move what is under [Unreleased] into "## [${version}] - <date>" before tagging.`)
  }
  if (packageVersion !== version) throw new Error(`package.json says version ${packageVersion}, the tag ${version}: the packages would be named ${packageVersion}.`)
  if (changelog.unreleased && changelog.unreleased.groups.some((group) => group.items.length > 0)) {
    throw new Error(`CHANGELOG.md still has changes under [Unreleased]: move them into ${version}'s entry (or leave them for the next release by tagging later).`)
  }
  return newest.markdown
}

function main(argv) {
  const changelog = parseChangelog(readFileSync(CHANGELOG_FILE, 'utf8'))
  const [option, value] = argv
  if (option === undefined) return `${newestRelease(changelog).markdown}\n`
  if (option === '--tag' && value) {
    const packageVersion = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version
    return `${notesForTag(changelog, value, packageVersion)}\n`
  }
  if (option === '--write-metainfo' || option === '--check-metainfo') {
    const metainfo = readFileSync(METAINFO_FILE, 'utf8')
    const wanted = withChangelogReleases(metainfo, changelog)
    if (option === '--write-metainfo') {
      if (wanted !== metainfo) writeFileSync(METAINFO_FILE, wanted)
      return ''
    }
    if (wanted !== metainfo) throw new Error('The metainfo\'s <releases> differ from CHANGELOG.md: run node scripts/release-notes.mjs --write-metainfo.')
    return ''
  }
  throw new Error('Usage: node scripts/release-notes.mjs [--tag vX.Y.Z | --write-metainfo | --check-metainfo]')
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.stdout.write(main(process.argv.slice(2)))
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  }
}
