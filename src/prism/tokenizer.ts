// Prism on demand. In the browser the tokenizer is a chunk loaded on first need, so Prism stays out
// of every page's main bundle; on the server src/plugins/lazy-prism puts tokenizer.server.ts in
// this module's place, which has it at once.
import type {Token} from 'prism-react-renderer';

export type Tokenize = (code: string, language: string) => Token[][];

let tokenizer: Tokenize | undefined;
let pending: Promise<Tokenize> | undefined;

/** The tokenizer if its chunk has loaded, else undefined. */
export function loadedTokenizer(): Tokenize | undefined {
  return tokenizer;
}

/** Loads the tokenizer chunk once; after a failure the next call tries again. */
export function loadTokenizer(): Promise<Tokenize> {
  pending ??= import(/* webpackChunkName: "prism" */ './tokenize').then(
    (module) => (tokenizer = module.tokenize),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
