import {
  Component,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Button } from '../ui/button/button';
import { Spinner } from '../ui/spinner/spinner';
import { lazyRemote, reloadRemote } from './lazy-remote';
import { reportRemoteOutcome } from './remote-outcomes';
import { onPinsChanged } from './remote-pins-changed';
import { remoteNameOf } from '@safarnama/contracts/releases';
import { describeRemoteModule } from './remote-versions';
import styles from './remote-area.module.css';

export const REMOTE_UNAVAILABLE_MESSAGE = 'This part of the site is temporarily unavailable';

export interface RemoteAreaProps<P extends object = Record<string, never>> {
  /** Federated module id, e.g. "blogs/BlogsPage". */
  remote: string;
  /** Remote name for messages and logs; defaults to the id's first part ("blogs"). */
  name?: string;
  /** Version for logs; defaults to getRemoteVersion(name) (set from /remotes.json). */
  version?: string;
  /** Props for the remote's component. */
  props?: P;
  /** Render this component inside the area instead of loading `remote`. */
  component?: ComponentType<P>;
  /**
   * Nodes to protect instead of loading `remote`, or a function given the loaded
   * component (to render it with your own wrapper).
   */
  children?: ReactNode | ((Loaded: ComponentType<P>) => ReactNode);
  /** What shows while the remote loads: a spinner when left out; `null` shows nothing. */
  loadingFallback?: ReactNode;
  className?: string;
}

/**
 * One remote's part of the page: Suspense while it loads, and an error boundary
 * so a remote that is down or throws shows "This part of the site is
 * temporarily unavailable" with Retry (a new load attempt, no page reload)
 * while the rest of the page keeps working. A failed area also tries again by
 * itself when the shell announces a new pin for its remote (another area's Retry
 * re-read /remotes.json).
 *
 * An area that loads a remote module reports each attempt's outcome once (for the
 * release health counts): ok once the remote's component has mounted, failed when
 * the boundary catches its load failure or a render throw.
 */
export function RemoteArea<P extends object = Record<string, never>>({
  remote,
  name,
  version,
  props,
  component,
  children,
  loadingFallback,
  className,
}: RemoteAreaProps<P>) {
  // announced: the shell has just registered this remote afresh, so the retry need not ask it again
  const [attempt, setAttempt] = useState({ count: 0, announced: false });
  const remoteName = name ?? remoteNameOf(remote);
  const needsRemote = !component && (children === undefined || typeof children === 'function');
  const Loaded = useMemo<ComponentType<P> | null>(
    () => (needsRemote ? (attempt.count === 0 ? lazyRemote<P>(remote) : reloadRemote<P>(remote, { askShell: !attempt.announced })) : null),
    [needsRemote, remote, attempt],
  );
  // One report per attempt, StrictMode's second effect run included; a route that
  // reuses this area for another module is an attempt of its own.
  const attemptKey = `${remote}#${attempt.count}`;
  const reported = useRef<string | null>(null);
  const report = (ok: boolean) => {
    if (!needsRemote || reported.current === attemptKey) return;
    reported.current = attemptKey;
    reportRemoteOutcome(remoteName, ok);
  };

  let content: ReactNode;
  if (component) {
    const Given = component;
    content = <Given {...(props as P)} />;
  } else if (Loaded && typeof children === 'function') {
    content = children(Loaded);
  } else if (Loaded) {
    content = <Loaded {...(props as P)} />;
  } else {
    content = children as ReactNode;
  }

  return (
    <div className={[styles.area, className].filter(Boolean).join(' ')} data-remote={remoteName}>
      <RemoteErrorBoundary
        remoteName={remoteName}
        resetKey={attempt.count}
        onRetry={(announced) => setAttempt((value) => ({ count: value.count + 1, announced }))}
        describe={() => describeRemoteModule(remote, remoteName, version)}
        onCaught={() => report(false)}
      >
        <Suspense fallback={loadingFallback === undefined ? <RemoteLoading /> : loadingFallback}>
          {content}
          {/* after the content, inside Suspense: its effect runs once the loaded component has committed */}
          {needsRemote && <OnMount key={attemptKey} run={() => report(true)} />}
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}

function OnMount({ run }: { run: () => void }) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => latest.current(), []);
  return null;
}

function RemoteLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading..." />
    </div>
  );
}

export interface RemoteUnavailableProps {
  /** `announced`: the retry follows the shell's announcement of a new pin, not a click. */
  onRetry: (announced: boolean) => void;
  /** The remote this area shows: an announced new pin for it retries without a click. */
  remoteName?: string;
}

/** The fallback region; exported so a runtime plugin or a page can show the same message. */
export function RemoteUnavailable({ onRetry, remoteName }: RemoteUnavailableProps) {
  const messageId = useId();
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    if (!remoteName) return undefined;
    return onPinsChanged((remotes) => {
      if (remotes.has(remoteName)) retry.current(true);
    });
  }, [remoteName]);
  return (
    <section className={styles.unavailable} aria-labelledby={messageId}>
      <p id={messageId} className={styles.message}>
        {REMOTE_UNAVAILABLE_MESSAGE}
      </p>
      <Button variant="secondary" onClick={() => onRetry(false)}>
        Retry
      </Button>
    </section>
  );
}

interface BoundaryProps {
  remoteName: string;
  resetKey: number;
  onRetry: (announced: boolean) => void;
  describe: () => string;
  onCaught: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: number;
}

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // A new attempt (Retry) clears the failure of the previous one.
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remote] ${this.props.describe()} failed:`, error, info.componentStack ?? '');
    this.props.onCaught();
  }

  render() {
    if (this.state.error) return <RemoteUnavailable onRetry={this.props.onRetry} remoteName={this.props.remoteName} />;
    return this.props.children;
  }
}
