// What Commons asks of anyone who shows a file (Commons:Reusing content outside Wikimedia): the
// author, the licence with its link, and where the licence requires it an attribution line. The
// file's extmetadata says all three: Artist and Credit (HTML), LicenseShortName, LicenseUrl,
// AttributionRequired, and Attribution where the author asked for a wording of their own.
import type { Author } from '../../shared/media'
import { absoluteHttpUrl, firstLink, htmlToText } from './html-text'
import type { WikimediaExtMetadata } from './records'

/** Links in metadata are relative to Commons, where the file's page lives. */
const COMMONS = 'https://commons.wikimedia.org/'

export interface WikimediaAttribution {
  author: Author | null
  licence: { name: string; url: string | null } | null
  /** The line to show with the picture where the licence asks for one; null where it does not (public domain). */
  credit: string | null
}

export function wikimediaAttribution(metadata: WikimediaExtMetadata): WikimediaAttribution {
  const artist = htmlToText(metadata.Artist)
  const source = htmlToText(metadata.Credit)
  const licenceName = htmlToText(metadata.LicenseShortName) ?? htmlToText(metadata.UsageTerms)
  const licence = licenceName === null ? null : { name: licenceName, url: absoluteHttpUrl(htmlToText(metadata.LicenseUrl), COMMONS) }
  const author = artist === null ? null : { name: artist, url: firstLink(metadata.Artist, COMMONS) }
  // "true" or "false" as text; a licence that does not say is treated as asking (the safe reading).
  const required = metadata.AttributionRequired === null ? licence !== null && !/^(PD|CC0|Public domain)/i.test(licence.name) : metadata.AttributionRequired.trim().toLowerCase() === 'true'
  let credit: string | null = null
  if (required) {
    // The author's own wording first; else the line Commons' "use this file" gives: author, licence, where.
    credit = htmlToText(metadata.Attribution) ?? [artist ?? source ?? 'Unknown author', licenceName, 'via Wikimedia Commons'].filter((part) => part !== null).join(', ')
  }
  return { author, licence, credit }
}
