import zlib from 'node:zlib';

// Share links to the playground for the browser tests, made as another encoder would make them (zlib's deflate-raw
// and base64url), not by the site's own codec: what the page opens is what any encoder of the format writes.

/** A playground's files, as a share link lists them. */
export type Files = [name: string, code: string][];

/**
 * The playground's address holding `files` on `release` (a docs version label, in the address), the payload recording
 * `recorded`: the label, as links recorded it until they recorded the release line's major, or the major ('8').
 */
export const playgroundLink = (release: string, files: Files, recorded = release): string =>
  `/playground/?version=${release}#share=${zlib.deflateRawSync(Buffer.from(JSON.stringify({release: recorded, files}))).toString('base64url')}`;

/** What a share link's payload records of its release line. */
export const recordedRelease = (link: string): unknown =>
  (JSON.parse(zlib.inflateRawSync(Buffer.from(new URL(link, 'http://x').hash.replace(/^#share=/, ''), 'base64url')).toString()) as {release?: unknown}).release;
