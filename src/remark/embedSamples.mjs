// Remark plugin: a fence such as ```ts file=examples/v7/src/x.ts region=main gets its body from that
// tested file at build time, so a page shows byte for byte what the sample tests compile and run.
import {loadSample, parseSampleMeta} from './samples.mjs';
import {sampleRunnerMeta} from './sampleRunnerMeta.mjs';

/** @param {{rootDir: string}} options */
export default function embedSamples({rootDir}) {
  return (tree, vfile) => {
    const visit = (node) => {
      if (node.type === 'code') {
        const ref = parseSampleMeta(node.meta);
        if (ref !== undefined) {
          if (node.value.trim() !== '') {
            throw new Error(`${vfile.path}: the fence embedding ${ref.file} must be empty`);
          }
          node.value = loadSample(rootDir, ref);
          // Keep the rest of the meta (title, line highlights) for the theme's CodeBlock.
          node.meta = node.meta.replace(/(?:^|\s)(?:file|region)=\S+/g, '').trim() || null;
          // The Run button's data: the whole sample file runs, even when the page shows one region.
          node.meta = [node.meta, sampleRunnerMeta(rootDir, ref.file, node.lang)].filter(Boolean).join(' ') || null;
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
