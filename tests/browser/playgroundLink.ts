import zlib from 'node:zlib';

// Share links to the playground for the browser tests, made as another encoder would make them (zlib's deflate-raw
// and base64url), not by the site's own codec: what the page opens is what any encoder of the format writes.

/** A playground's files, as a share link lists them. */
export type Files = [name: string, code: string][];

/** The playground's address holding `files` on `release` (a docs version label). */
export const playgroundLink = (release: string, files: Files): string =>
  `/playground/?version=${release}#share=${zlib.deflateRawSync(Buffer.from(JSON.stringify({release, files}))).toString('base64url')}`;
