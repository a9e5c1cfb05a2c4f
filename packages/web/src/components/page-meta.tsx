import { APP_NAME } from '@mdc/shared';
import type { ReactNode } from 'react';

/** What a route says of itself in <head>. */
export interface PageMetaProps {
  title: string;
  description: string;
}

/** A page frame's props: its title and description (PageMeta), and the page itself. */
export interface PageFrameProps extends PageMetaProps {
  children: ReactNode;
}

/** Title and description of a route, hoisted into <head> by React. */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} | ${APP_NAME}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
