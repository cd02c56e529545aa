// Writes build/_headers: static/_headers (copied by Docusaurus) with the Content-Security-Policy added to its
// /* rule. The policy hashes the inline scripts of this very build, so it is regenerated with every build
// and cannot fall behind a Docusaurus update that changes them.
import fs from 'node:fs/promises';
import path from 'node:path';
import {contentSecurityPolicy, hostedSearchHosts, inlineScriptHashes} from './contentSecurityPolicy.mjs';

/** @param {string} dir */
async function htmlFiles(dir) {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
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
      const documents = await Promise.all((await htmlFiles(outDir)).map((file) => fs.readFile(file, 'utf8')));
      const algolia = hostedSearch ? /** @type {Parameters<typeof hostedSearchHosts>[0]} */ (context.siteConfig.themeConfig.algolia) : undefined;
      const policy = contentSecurityPolicy({scriptHashes: inlineScriptHashes(documents), connectHosts: hostedSearchHosts(algolia)});
      const file = path.join(outDir, '_headers');
      const headers = await fs.readFile(file, 'utf8');
      if (!/^\/\*$/m.test(headers)) throw new Error('static/_headers needs a /* rule to carry the Content-Security-Policy');
      await fs.writeFile(file, headers.replace(/^\/\*$/m, `/*\n  Content-Security-Policy: ${policy}`));
    },
  };
}
