// Server-side stand-in for tokenizer.ts (swapped in by src/plugins/lazy-prism): server rendering is
// synchronous, so the tokenizer is bundled and always loaded.
import {tokenize} from './tokenize';
import type {Tokenize} from './tokenizer';

export type {Tokenize};

export function loadedTokenizer(): Tokenize {
  return tokenize;
}

export function loadTokenizer(): Promise<Tokenize> {
  return Promise.resolve(tokenize);
}
