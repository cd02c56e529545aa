// Remark plugin: a fence such as ```ts file=examples/v7/src/x.ts region=main gets its body from that
// tested file at build time, so a page shows byte for byte what the sample tests compile and run.
// The bundler learns that the page depends on the file from src/samples/build/sampleDependencyLoader.mjs.
import path from 'node:path';
import {allowedWorkspaces, loadSample, parseSampleMeta, sampleLabel, sampleRefsIn, workspaceOf} from './samples.mjs';
import {sampleBlock, sampleBlockProps} from './sampleBlock.mjs';

/**
 * A Markdown tree node as far as this plugin reads it (code fences, and the children of any parent). The markers it
 * adds are not mdast nodes, so the tree is not typed as mdast.
 * @typedef {{type: string, lang?: string | null, meta?: string | null, value?: string, data?: object, children?: MdNode[]}} MdNode
 */

/**
 * @param {{rootDir: string}} options
 * @returns {(tree: MdNode, vfile: {path: string, value?: unknown}) => void}
 */
export default function embedSamples({rootDir}) {
  return (tree, vfile) => {
    const page = path.relative(rootDir, vfile.path);
    /** Samples the dependency loader declares for this page (it scans the same text with the same parser). */
    /** @type {Set<string> | undefined} */
    let declared;
    /**
     * @param {MdNode} node a code fence
     * @returns {MdNode[] | undefined} what stands for the fence, if it embeds a sample: a marker, then the fence (in
     *   its sample block when it gets one)
     */
    const embed = (node) => {
      const ref = parseSampleMeta(node.meta);
      if (ref === undefined) return undefined;
      if ((node.value ?? '').trim() !== '') {
        throw new Error(`${page}: the fence embedding ${ref.file} must be empty`);
      }
      const allowed = allowedWorkspaces(page);
      if (!allowed.includes(workspaceOf(ref.file))) {
        throw new Error(
          `${page} embeds ${ref.file}, but this page may only show samples from ${allowed.join(' or ')} ` +
            '(the workspace of the version it documents, src/siteData/versions.mjs)',
        );
      }
      declared ??= new Set(sampleRefsIn(String(vfile.value)).map(sampleLabel));
      if (!declared.has(sampleLabel(ref))) {
        // Otherwise a warm build or the dev server would keep this page when the sample changes.
        throw new Error(`${page}: the fence embedding ${ref.file} is not seen by the dependency scan (listCodeFences)`);
      }
      node.value = loadSample(rootDir, ref);
      // Keep the rest of the meta (title, line highlights) for the theme's CodeBlock.
      node.meta = (node.meta ?? '').replace(/(?:^|\s)(?:file|region)=\S+/g, '').trim() || null;
      // A hidden marker just before the block names the sample, so build-output tests can compare what
      // the page shows with the file (tests/build/embedded-samples.test.mjs).
      const marker = {type: 'embeddedSample', data: {hName: 'div', hProperties: {hidden: true, dataSample: sampleLabel(ref)}}, children: []};
      // The Run and Edit row's props: the whole sample file runs, even when the page shows one region.
      const props = sampleBlockProps(rootDir, ref.file, node.lang, ref.region);
      return [marker, props === undefined ? node : sampleBlock(props, node)];
    };
    /** @param {MdNode} node */
    const visit = (node) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        if (child.type === 'code') return embed(child) ?? [child];
        visit(child);
        return [child];
      });
    };
    visit(tree);
  };
}

/**
 * The plugin for a site at `rootDir`, with the root in a closure rather than in the plugin's options: Docusaurus
 * serializes the options into the client bundle's site config, so an absolute path there made main.js depend on the
 * checkout's folder (and showed it to every reader); a function is left out.
 * @param {string} rootDir
 */
export function embedSamplesIn(rootDir) {
  return () => embedSamples({rootDir});
}
