// See index.mjs. DocSearch 4.2.0's minified modal: `{...previous, ...Object.keys(groups)}` as an object.
const BROKEN =
  'searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))';
const FIXED =
  'searchSuggestions:Object.assign([],null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[],Object.keys(o))';

/**
 * @param {string} source
 * @returns {string}
 */
module.exports = function docsearchSuggestionsLoader(source) {
  if (!source.includes(BROKEN)) {
    throw new Error(
      'docsearch-suggestions: the expression this loader corrects is not in @docsearch/react/dist/esm/DocSearchModal.js. ' +
        'Was DocSearch upgraded? Check whether "Try searching for" works without src/plugins/docsearch-suggestions.',
    );
  }
  return source.replace(BROKEN, FIXED);
};
