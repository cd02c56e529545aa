// The site's Content-Security-Policy, in two places made from one value: a <meta> element at the top of every
// page's <head> (it holds on any host, including those that send no headers, such as GitHub Pages), and
// build/_headers, static/_headers (copied by Docusaurus) with the policy added to its /* rule and the sample
// runner's frame policy added to that frame's rule (hosts that read _headers add what a <meta> policy cannot
// carry: frame-ancestors, and X-Frame-Options). The runner's frame carries its own policy in its document
// (src/samples/build/sample-runner). The site's policy hashes the inline scripts of this very build, so it is
// regenerated with every build and cannot fall behind a Docusaurus update that changes them.
import fs from 'node:fs/promises';
import path from 'node:path';
import {contentSecurityPolicy, headerPolicy, hostedSearchHosts, inlineScriptHashes, metaPolicy, sampleFramePolicy} from './contentSecurityPolicy.mjs';
import {FRAME_DIR, RUNNER_DIR} from '../../samples/shared/protocol.mjs';

// The runner's files (src/samples/build/sample-runner, whose postBuild may run alongside this one) are not the
// site's pages: its frame has its own policy.

/** @param {string} dir */
async function htmlFiles(dir) {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).join('/').startsWith(RUNNER_DIR));
}

/**
 * Adds a header line at the end of the rule of `pattern` (which static/_headers must have), after its "! Name" lines.
 * @param {string} headers  the _headers file's text
 * @param {string} pattern  a rule's path pattern, e.g. "/*"
 * @param {string} line  "Name: value"
 * @returns {string}
 */
function addToRule(headers, pattern, line) {
  const lines = headers.split('\n');
  const start = lines.indexOf(pattern);
  if (start === -1) throw new Error(`static/_headers needs a ${pattern} rule to carry its Content-Security-Policy`);
  let end = start + 1;
  while (end < lines.length && /^\s+\S/.test(lines[end])) end++;
  lines.splice(end, 0, `  ${line}`);
  return lines.join('\n');
}

/** The <meta> policy element, placed right after `<meta charset>` so that it comes before every script. */
const CHARSET = /<meta charset="?utf-8"?\s*\/?>/i;

/**
 * Adds the policy to one page, replacing the file in one step: other plugins' postBuild read the pages meanwhile.
 * @param {string} file
 * @param {string} html
 * @param {string} element
 */
async function addMetaPolicy(file, html, element) {
  const match = CHARSET.exec(html);
  if (match === null) throw new Error(`${file} has no <meta charset> to put its Content-Security-Policy after`);
  const at = match.index + match[0].length;
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${html.slice(0, at)}${element}${html.slice(at)}`);
  await fs.rename(temporary, file);
}

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @param {{hostedSearch: boolean}} options  whether this build queries Algolia (themeConfig.algolia)
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function securityHeaders(context, {hostedSearch}) {
  return {
    name: 'inversify-security-headers',
    async postBuild({outDir}) {
      const files = await htmlFiles(outDir);
      const documents = await Promise.all(files.map((file) => fs.readFile(file, 'utf8')));
      const algolia = hostedSearch ? /** @type {Parameters<typeof hostedSearchHosts>[0]} */ (context.siteConfig.themeConfig.algolia) : undefined;
      const policy = contentSecurityPolicy({scriptHashes: inlineScriptHashes(documents), connectHosts: hostedSearchHosts(algolia)});
      const element = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy)}">`;
      await Promise.all(files.map((file, i) => addMetaPolicy(file, documents[i], element)));
      const file = path.join(outDir, '_headers');
      let headers = await fs.readFile(file, 'utf8');
      headers = addToRule(headers, '/*', `Content-Security-Policy: ${headerPolicy(policy)}`);
      headers = addToRule(headers, `${context.baseUrl}${RUNNER_DIR}${FRAME_DIR}*`, `Content-Security-Policy: ${headerPolicy(sampleFramePolicy())}`);
      await fs.writeFile(file, headers);
    },
  };
}
