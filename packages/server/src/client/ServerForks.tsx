import type { ReactNode } from 'react';

/**
 * The server renders the root inside `<html>` (head, body) and `<body>` (root, payload), and React
 * counts both forks in every `useId`: every root in the browser (the site's, the portal's, the
 * editor area's) repeats them, so the ids of its menus and forms match the server's HTML and
 * hydration succeeds.
 */
export function ServerForks({
  children,
  after = null,
}: {
  children: ReactNode;
  /** What the browser alone shows after the root's content (`null` on the first render). */
  after?: ReactNode;
}) {
  return (
    <>
      {null}
      <>
        {children}
        {after}
      </>
    </>
  );
}
