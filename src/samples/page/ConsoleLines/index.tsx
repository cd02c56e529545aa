// A run's console as the reader reads it, for the sample panel (src/samples/page/SampleRunner/Panel) and the
// playground's output (src/samples/page/playground/App/Output.tsx): each line in order, stderr, an uncaught error and
// the runner's stop marked by the caller's classes (from its own lazily loaded stylesheet).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {RunEvent} from '@site/src/samples/page/runner';

export interface ConsoleLinesProps {
  events: RunEvent[];
  /** What shows while there is no line. */
  empty: string;
  /** The caller's CSS module: `line`, `empty`, `stderr`, `error` and `stopped` (any it lacks are left off). */
  classes: Readonly<Record<string, string | undefined>>;
}

export default function ConsoleLines({events, empty, classes}: ConsoleLinesProps): ReactNode {
  if (events.length === 0) return <span className={classes.empty}>{empty}</span>;
  return events.map((event, i) => {
    if (event.type === 'console') {
      return (
        <span key={i} className={clsx(classes.line, event.stream === 'stderr' && classes.stderr)}>
          {event.method === 'write' ? event.text : `${event.text}\n`}
        </span>
      );
    }
    return (
      <span key={i} className={clsx(classes.line, event.type === 'error' ? classes.error : classes.stopped)}>
        {`${event.type === 'error' ? 'Uncaught ' : ''}${event.text}\n`}
      </span>
    );
  });
}
