/**
 * The shell as React runs it (for a site that replaces shell components: reactShell.tsx): the same
 * <App> the server rendered, showing the pages the runtime loads (pageRuntime.ts), with the loading
 * and error states.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  App,
  PageHtml,
  type BootData,
  type PageView,
  type ThemeOverrides,
} from '../theme/index.js';
import { Loading } from './Loading.js';
import { CrashBoundary, LoadFailed } from './PageError.js';
import { startPageRuntime } from './pageRuntime.js';
import type { Router } from './router.js';

let router: Router | undefined;

export function ClientApp({
  boot,
  initial,
  overrides,
}: {
  boot: BootData;
  initial: PageView;
  overrides: ThemeOverrides;
}) {
  const [view, setView] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [slow, setSlow] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Counts pages shown: each gets a fresh crash boundary.
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const runtime = startPageRuntime(boot, {
      show(payload) {
        flushSync(() => {
          setFailure(null);
          // Its other fields (title, head…) are not the view's, and change nothing there.
          setView(payload);
          setAnnouncement(payload.title);
          setShown((n) => n + 1);
        });
      },
      fail(message) {
        flushSync(() => setFailure(message));
      },
      loading: setSlow,
    });
    router = runtime.router;
    return runtime.stop;
  }, [boot]);

  const content =
    failure !== null ? (
      <LoadFailed message={failure} />
    ) : (
      <CrashBoundary key={shown} onRetry={() => router?.refresh()}>
        <PageHtml html={view.body} />
      </CrashBoundary>
    );
  return (
    <App
      shell={boot.shell}
      overrides={overrides}
      view={view}
      content={content}
      status={slow ? <Loading /> : null}
      announcement={announcement}
    />
  );
}
