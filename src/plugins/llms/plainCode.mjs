// The pages as the Markdown conversion reads them: a copy of each page's HTML whose highlighted code tokens are plain
// text. A twin holds a code block's text line by line (rehypeReadable.mjs reads the `token-line` spans, never the
// tokens inside them), so the tokens' markup only costs the conversion time: on a page of long samples it is most of
// the HTML (about two thirds of /docs/api/binding-syntax/), and parsing it was most of the conversion.
import fs from 'node:fs/promises';
import path from 'node:path';

// A token span holding only text (the class list as the HTML minifier writes it: quoted or not). A nested token is
// such a span once the ones inside it are text.
const LEAF_TOKEN = /<span class=(?:"token(?: [^"]*)?"|token)>([^<]*)<\/span>/g;

/**
 * The HTML of a page with its code tokens replaced by their text.
 * @param {string} html
 */
export function withPlainCode(html) {
  let current = html;
  for (let previous = ''; previous !== current; ) {
    previous = current;
    current = current.replace(LEAF_TOKEN, '$1');
  }
  return current;
}

/**
 * Writes the pages' HTML, code tokens as text, below `stagingDir` at the paths they have below `outDir`.
 * @param {{outDir: string, stagingDir: string, pages: {html: string}[]}} where each page's HTML file, as a path below
 *   the output folder
 */
export async function stagePlainPages({outDir, stagingDir, pages}) {
  await Promise.all(
    pages.map(async ({html}) => {
      const text = await fs.readFile(path.join(outDir, html), 'utf8');
      await fs.mkdir(path.dirname(path.join(stagingDir, html)), {recursive: true});
      await fs.writeFile(path.join(stagingDir, html), withPlainCode(text));
    }),
  );
}
