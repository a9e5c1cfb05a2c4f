import { Link, type LinkProps } from '@mui/material';
import { SHELL_LABELS } from '@mdc/shared';
import { VisuallyHidden } from './visually-hidden';

/**
 * A link that opens in a new tab without handing the new page a reference to ours
 * (rel="noopener noreferrer"), and tells screen-reader users that it opens a new tab.
 */
export function ExternalLink({ children, ...props }: Omit<LinkProps, 'target' | 'rel'>) {
  return (
    <Link target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {SHELL_LABELS.opensInNewTab}</VisuallyHidden>
    </Link>
  );
}
