import {
  Component,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useSiteServices } from '../site-services/SiteServicesProvider';
import { lazyView, type LazyView } from './lazy-view';

type Loader<Props extends object> = () => Promise<ComponentType<Props>>;

interface PartGuardProps {
  readonly onFailure: (error: unknown) => void;
  /** A new value shows the part again after a failure (a dialog opened anew). */
  readonly attempt: number;
  readonly children: ReactNode;
}

/**
 * A part that failed to load (or to render) takes only itself away, not the page: the failure is
 * reported (the browser reloads the page once, spec 8) and the part shows nothing.
 */
class PartGuard extends Component<PartGuardProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: this.props.attempt };

  static getDerivedStateFromProps(
    props: PartGuardProps,
    state: { attempt: number },
  ): { failed: boolean; attempt: number } | null {
    return props.attempt === state.attempt ? null : { failed: false, attempt: props.attempt };
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailure(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function Deferred<Props extends object>({
  View,
  props,
  attempt = 0,
}: {
  View: LazyView<Props>;
  props: Props;
  attempt?: number;
}) {
  const services = useSiteServices();
  const [shownAttempt, setShownAttempt] = useState(attempt);
  if (attempt !== shownAttempt) {
    View.retry();
    setShownAttempt(attempt);
  }
  return (
    <PartGuard
      attempt={attempt}
      onFailure={(error) => {
        if (services === null) console.error('A part of the page failed to load', error);
        else services.scriptPartFailed(error);
      }}
    >
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    </PartGuard>
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
  return Object.assign(LazyPart, { preload: View.preload, retry: View.retry });
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
    // Each opening is an attempt of its own: a dialog that failed to load is tried again.
    const [openings, setOpenings] = useState({ count: open ? 1 : 0, open });
    if (open !== openings.open) setOpenings({ count: openings.count + (open ? 1 : 0), open });
    useEffect(() => {
      // A failed load reloads the page once (the browser's guarded reload of a failed part); held
      // back by the guard, it shows up when the dialog opens, which loads it again.
      View.preload().catch(() => undefined);
    }, []);
    return open || openings.count > 0 ? (
      <Deferred View={View} props={props} attempt={openings.count} />
    ) : null;
  }
  return Object.assign(LazyDialog, { preload: View.preload, retry: View.retry });
}
