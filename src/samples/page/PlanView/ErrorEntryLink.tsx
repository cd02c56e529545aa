// A link from a run that ended in an error the release threw to that error's entry in the error reference
// (./errorEntry.ts); nothing when no entry matches.
import React, {useEffect, useState, type ReactNode} from 'react';
import {errorEntryFor, type ErrorEntry, type ErrorEntryLookup} from './errorEntry';

export interface ErrorEntryLinkProps {
  /** The error as the run reported it. */
  message: string;
  version: string;
  lookup?: ErrorEntryLookup;
}

export default function ErrorEntryLink({message, version, lookup = errorEntryFor}: ErrorEntryLinkProps): ReactNode {
  const [entry, setEntry] = useState<ErrorEntry | undefined>(undefined);
  useEffect(() => {
    let current = true;
    lookup(message, version).then(
      (found) => current && setEntry(found),
      () => current && setEntry(undefined),
    );
    return () => {
      current = false;
    };
  }, [message, version, lookup]);
  if (entry === undefined) return null;
  return (
    <p style={{margin: '0.5rem 0 0', fontSize: '0.875rem'}}>
      In the error reference: <a href={entry.url}>{entry.title}</a>
    </p>
  );
}
