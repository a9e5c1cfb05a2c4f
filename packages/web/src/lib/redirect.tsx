import { Navigate, useLocation, type NavigateProps } from 'react-router';

const bouncedKeys = new Set<string>();

/**
 * `<Navigate replace>` that also marks the address being left as no page view: the user never saw
 * it. Needed because a navigation is a transition: while the next page's code loads, the address
 * that bounced the user stays current, for as long as the download takes.
 */
export function Redirect(props: Omit<NavigateProps, 'replace'>) {
  bouncedKeys.add(useLocation().key);
  return <Navigate {...props} replace />;
}

/** Whether the location with this key rendered a `Redirect` (so it is left, not viewed). */
export function isBouncedOff(locationKey: string): boolean {
  return bouncedKeys.has(locationKey);
}
