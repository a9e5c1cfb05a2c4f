import { APP_NAME } from '@mdc/shared';

/** Title and description of a route, hoisted into <head> by React. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | ${APP_NAME}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
