import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';

/**
 * A button that cannot be used while `busy` (a run, the editor loading). It is marked `aria-disabled`, not `disabled`:
 * a disabled button loses the focus, and a keyboard user who pressed it would be sent back to the top of the page.
 * Infima's `.disabled` gives it the disabled look; presses do nothing meanwhile.
 */
export default function BusyButton({busy, className, onClick, ...props}: ComponentProps<'button'> & {busy: boolean}): ReactNode {
  return <button type="button" {...props} className={clsx(className, busy && 'disabled')} onClick={busy ? undefined : onClick} aria-disabled={busy} />;
}
