// Types for the plain-ESM remark plugin (kept as .mjs so Node's test runner can import it without a TS loader).
declare function embedSamples(options: {rootDir: string}): (tree: unknown, file: {path: string; value?: unknown}) => void;
export default embedSamples;
