import {useEffect, useState, type ReactNode} from 'react';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LoadingType>;

// A page's route is several nested route components (a doc: docs root, version, sidebar layout, the doc itself), each
// a react-loadable component that keeps the outcome of its first load. On a first visit whose chunks fail, all of them
// fail at once (src/prefetch/preload.ts), but only the outermost shows: each Retry loaded one layer, and the next one
// appeared with its old failure and asked for its own Retry. After the reader's Retry, a layer that appears with a
// failure from before it loads again at once, so that one Retry brings the whole page (ARCHITECTURE.md,
// "Prefetching and preloading"); a failure of that new attempt shows, with Retry, as any other.
let readerRetried = false;

export default function LoadingWrapper(props: Props): ReactNode {
  const {error, retry} = props;
  // The failure this layer appeared with, when the reader has retried since: loaded again once, on mount. A failure
  // of that attempt is a new error, shown as any other.
  const [staleError] = useState(() => (readerRetried && error ? error : null));
  useEffect(() => {
    if (staleError) retry();
  }, [staleError, retry]);
  const onRetry = () => {
    readerRetried = true;
    retry();
  };
  // Until the new attempt starts, a layer with an old failure shows what a loading one does.
  const stale = staleError !== null && error === staleError;
  return <Loading {...props} error={stale ? null : error} isLoading={stale || props.isLoading} retry={onRetry} />;
}
