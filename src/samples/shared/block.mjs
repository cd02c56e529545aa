// The block the build wraps each embedded TypeScript sample's code in (src/samples/build/sampleBlock.mjs) and the
// page renders (src/samples/page/SampleRunner): an MDX component with typed props, in every page's bundle, so this
// module holds nothing else.

/**
 * @typedef {import('./versions.mjs').Version} Version
 *
 * @typedef {'run' | 'fails' | 'node'} SampleKind
 *
 * @typedef {object} SampleBlockProps The props of the block the build wraps an embedded TypeScript sample in
 *   (the MDX component SAMPLE_BLOCK, src/samples/page/SampleRunner): its Run, Edit or "Node only" row.
 * @property {string} file the whole sample file, which Run runs (examples/v7/src/a.ts)
 * @property {Version} version the workspace the file belongs to
 * @property {SampleKind} kind
 * @property {string} [note] why a Node-only sample does not run in the browser
 * @property {string} [region] the region of the file the block shows, if not the whole file
 * @property {string} [playground] a runnable sample's "Open in playground" link: the playground's path below the base
 *   URL (src/samples/shared/playgroundAddress.mjs), given by the build so that the page's code needs nothing to make it
 */

/** The MDX component's name (src/theme/MDXComponents maps it to src/samples/page/SampleRunner). */
export const SAMPLE_BLOCK = 'SampleRunner';

/** Class of the controls that need JavaScript: a <noscript> style hides them (src/samples/build/sample-runner). */
export const NEEDS_SCRIPT_CLASS = 'sample-runner-needs-js';
