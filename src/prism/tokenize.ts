// The only client module that loads Prism: a chunk of its own, fetched when a code block has to be
// highlighted in the browser (src/prism/tokenizer.ts). Pages from the server arrive highlighted.
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// themeConfig.prism.additionalLanguages (bash), registered on prism-react-renderer's Prism.
prismIncludeLanguages(Prism);

/** `code` as lines of Prism tokens, as prism-react-renderer's Highlight makes them. */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language.toLowerCase()];
  if (grammar == null) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
