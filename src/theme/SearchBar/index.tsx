/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * THIRD-PARTY-NOTICES.md at the root of this repository.
 *
 * Copied from @docusaurus/theme-search-algolia@3.9.2 src/theme/SearchBar/index.tsx
 * (src/theme/upstream.json records the hash of that version).
 */
import React, {
  useCallback,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
// inversify-site: only the button's styles up front; the modal's arrive with the modal (src/plugins/lazy-css).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useEvent,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  useAlgoliaAskAi,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchHit,
  DocSearchTransformClient,
  DocSearchTranslations,
  UseDocSearchKeyboardEventsProps,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
// inversify-site: local search by default, hosted Algolia when configured (src/search/).
import {
  getResultCount,
  isLocalSearch,
  toDocSearchAskAi,
  useLocalEngine,
  useModalTranslations,
} from '@site/src/search/searchClient';

// inversify-site: askAi typed as Docusaurus's AskAiConfig (its facetFilters are Algolia FacetFilters,
// DocSearch declares string[]); adapted with toDocSearchAskAi where the modal receives it.
type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY' | 'askAi'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  askAi?: ThemeConfigAlgolia['askAi'];
};

// extend DocSearchProps for v4 features
// TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
interface DocSearchV4Props extends DocSearchProps {
  indexName: string;
  askAi?: ThemeConfigAlgolia['askAi'];
  translations?: DocSearchTranslations;
}

let DocSearchModal: typeof DocSearchModalType | null = null;
// inversify-site: what only the open modal uses (src/search/modalParts.ts) comes with it
let modalParts: typeof import('@site/src/search/modalParts') | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/css/dist/modal.css'), // inversify-site: with the modal (src/plugins/lazy-css)
    import('./styles.css'),
    import('@site/src/search/modalParts'), // inversify-site
  ]).then(([{DocSearchModal: Modal}, , , parts]) => {
    modalParts = parts; // inversify-site
    DocSearchModal = Modal;
  });
}

function useNavigator({
  externalUrlRegex,
}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

function useTransformSearchClient(
  appId: string,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  // inversify-site: the local index unless Algolia is configured; only the modal calls it, so its parts are there
  const engine = useLocalEngine(appId);
  return useCallback(
    (searchClient: DocSearchTransformClient) =>
      modalParts!.transformSearchClient(searchClient, engine, docusaurusVersion),
    [engine, docusaurusVersion],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => {
      return (items: DocSearchHit[]) =>
        props.transformItems
          ? // Custom transformItems
            props.transformItems(items)
          : // Default transformItems
            items.map((item) => ({
              ...item,
              url: processSearchResultUrl(item.url),
            }));
    },
  );
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) =>
        <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();
  // inversify-site: the latest response's count (DocSearch 4.2.0 sums it across keystrokes); none with no
  // results (with Ask AI on, the results panel stays open above the no-results screen)
  const count = getResultCount(state.query, state.context.nbHits);
  if (count === 0) {
    return null;
  }

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters =
    props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchV4Props) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient(props.appId);

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );

  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} =
    useAlgoliaAskAi(props);

  // inversify-site: the local index is not Algolia's, so its modal shows no "Powered by" (styles.css)
  const localSearch = isLocalSearch(props.appId);
  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      divElement.toggleAttribute('data-local-search', localSearch); // inversify-site
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [localSearch]);

  // inversify-site: a modal that cannot be loaded (e.g. offline) opens the search page instead, which
  // shows its own error and Retry if it cannot load either.
  const history = useHistory();
  const createSearchLink = useSearchLinkCreator();
  // inversify-site: the engine and this context's index files load while the modal does, not after the first keystroke
  const engine = useLocalEngine(props.appId);
  const prepareSearch = useEvent(() => engine?.prepare(searchParameters?.facetFilters));
  const openModal = useCallback(() => {
    prepareSearchContainer();
    importDocSearchModalIfNeeded().then(
      () => setIsOpen(true),
      (error: unknown) => {
        console.warn('The search modal could not be loaded; opening the search page instead.', error);
        history.push(createSearchLink(''));
      },
    );
    prepareSearch();
  }, [prepareSearchContainer, prepareSearch, history, createSearchLink]);
  // inversify-site: preloading on hover or focus may fail quietly; opening reports it.
  const preloadModal = useCallback(() => {
    importDocSearchModalIfNeeded().catch(() => {});
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle]);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});
  // inversify-site
  const modalTranslations = useModalTranslations(
    props.translations?.modal ?? translations.modal,
    modalParts?.FAILED_SEARCH_TEXTS,
  );

  // inversify-site: neither shortcut opens the modal while the reader types in a field. DocSearch already keeps "/"
  // for the field; Ctrl/Cmd+K it took from any field (the search page's own input, a code editor).
  const openFromKeyboard = useCallback(() => {
    if (!typingInField()) openModal();
  }, [openModal]);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openFromKeyboard,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  } satisfies UseDocSearchKeyboardEventsProps & {
    // TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
    isAskAiActive: boolean;
    onAskAiToggle: (askAiToggle: boolean) => void;
  } as UseDocSearchKeyboardEventsProps);

  return (
    <>
      {/* inversify-site: preconnect only when the hosted service is used */}
      {!isLocalSearch(props.appId) && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
        and allows it to preconnect to the DocSearch cluster. It makes the first
        query faster, especially on mobile. */}
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      <DocSearchButton
        onTouchStart={preloadModal}
        onFocus={preloadModal}
        onMouseOver={preloadModal}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={currentPlaceholder}
            {...props}
            // inversify-site: the no-results screen reports a failed search as such
            translations={modalTranslations}
            searchParameters={searchParameters}
            {...extraAskAiProps}
            // inversify-site: typed adaptation of askAi; "Let us know." opens an issue
            askAi={toDocSearchAskAi(extraAskAiProps.askAi)}
            getMissingResultsUrl={modalParts?.getMissingResultsUrl}
          />,
          searchContainer.current,
        )}
    </>
  );
}

// inversify-site: as DocSearch tells a field the reader types in (its "/" shortcut's check).
function typingInField(): boolean {
  const focused = document.activeElement;
  return (
    focused instanceof HTMLElement &&
    (focused.isContentEditable ||
      ['INPUT', 'SELECT', 'TEXTAREA'].includes(focused.tagName))
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchV4Props)} />
  );
}
