import { Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { useSiteServices } from '../site-services/SiteServicesProvider';
import { lazyView, type LazyView } from './lazy-view';

type Loader<Props extends object> = () => Promise<ComponentType<Props>>;

function Deferred<Props extends object>({ View, props }: { View: LazyView<Props>; props: Props }) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}

/**
 * A part of a page that only the browser renders, after hydration (it has the site services then):
 * its code is a script part of its own, and until that is there the part shows nothing. The server
 * and hydration render nothing for it, so hydration matches.
 */
export function lazyPart<Props extends object>(load: Loader<Props>): LazyView<Props> {
  const View = lazyView(load);
  function LazyPart(props: Props): ReactElement | null {
    return useSiteServices() === null ? null : <Deferred View={View} props={props} />;
  }
  return Object.assign(LazyPart, { preload: View.preload });
}

/**
 * A dialog closed when the page is first rendered: nothing is rendered for it (on the server and
 * when hydrating) until it first opens; its code is loaded once the page is running, so it is
 * mostly there by the time the visitor opens it, and stays rendered once opened (to close itself).
 */
export function lazyDialog<Props extends object>(
  load: Loader<Props>,
  isOpen: (props: Props) => boolean,
): LazyView<Props> {
  const View = lazyView(load);
  function LazyDialog(props: Props): ReactElement | null {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    useEffect(() => {
      // A failed load shows up when the dialog opens (and loads again then).
      View.preload().catch(() => undefined);
    }, []);
    return open || opened ? <Deferred View={View} props={props} /> : null;
  }
  return Object.assign(LazyDialog, { preload: View.preload });
}
