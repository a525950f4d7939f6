#!/usr/bin/env node
// The two Macs' update feeds made one: each Mac builds its own architecture and writes its own
// latest-mac.yml, listing only its .zip; electron-updater on either Mac reads one latest-mac.yml from
// the release and picks the file of its architecture from `files`, so the release must carry one
// that lists both. Usage: merge-mac-feed.mjs OUT IN...  (node's own modules only: the release job
// runs it without npm ci). Each input is electron-builder's YAML: top-level `key: value` lines and
// one `files:` list of `- url: …` items.
import { readFileSync, writeFileSync } from 'node:fs'

/** `files` items (each its lines) and the top-level lines, of one latest-mac.yml. */
export function readFeed(text) {
  const top = []
  const files = []
  let inFiles = false
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    if (/^files:\s*$/.test(line)) {
      inFiles = true
      continue
    }
    if (inFiles && /^\s+- /.test(line)) files.push([line])
    else if (inFiles && /^\s+\S/.test(line) && files.length > 0) files.at(-1).push(line)
    else {
      inFiles = false
      top.push(line)
    }
  }
  return { top, files }
}

function versionOf(feed, name) {
  const line = feed.top.find((candidate) => candidate.startsWith('version:'))
  if (!line) throw new Error(`${name} has no version line`)
  return line.slice('version:'.length).trim()
}

/** One feed listing every input's files, the first input's top-level lines kept (its path and sha512 stay valid). */
export function mergeFeeds(texts) {
  if (texts.length === 0) throw new Error('no feed to merge')
  const feeds = texts.map((text) => readFeed(text))
  const version = versionOf(feeds[0], 'the first feed')
  feeds.forEach((feed, index) => {
    if (versionOf(feed, `feed ${index + 1}`) !== version) throw new Error(`feed ${index + 1} is of version ${versionOf(feed, '')}, not ${version}`)
  })
  const files = feeds.flatMap((feed) => feed.files)
  const [first, ...rest] = feeds[0].top
  return [first, 'files:', ...files.flat(), ...rest].join('\n') + '\n'
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [out, ...inputs] = process.argv.slice(2)
  if (!out || inputs.length === 0) {
    console.error('usage: merge-mac-feed.mjs OUT IN...')
    process.exit(2)
  }
  writeFileSync(out, mergeFeeds(inputs.map((input) => readFileSync(input, 'utf8'))))
}
