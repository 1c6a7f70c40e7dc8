/**
 * What the reader sees instead of a page that could not be shown: the page crashed while
 * rendering ("Try again" renders it again) or its content could not be loaded ("Retry" reloads).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../theme/index.js';

export function PageError({
  text,
  detail,
  action,
  onAction,
}: {
  text: string;
  detail?: string;
  action: string;
  onAction: () => void;
}) {
  const t = useT();
  return (
    <div className="page-layout page-error" role="alert">
      <article className="page-article">
        <h1 className="page-title">{t('error.pageErrorTitle')}</h1>
        <p>{text}</p>
        {detail && (
          <p>
            <code>{detail}</code>
          </p>
        )}
        <p>
          <button type="button" className="button button-primary" onClick={onAction}>
            {action}
          </button>
        </p>
      </article>
    </div>
  );
}

export function LoadFailed({ message }: { message: string }) {
  const t = useT();
  return (
    <PageError
      text={t('loading.failed', { message })}
      action={t('loading.retry')}
      onAction={() => window.location.reload()}
    />
  );
}

function Crashed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  return (
    <PageError
      text={t('crash.title')}
      detail={error.message}
      action={t('crash.retry')}
      onAction={onRetry}
    />
  );
}

/** Catches a crash while rendering the page, so the navbar and footer stay usable. */
export class CrashBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('sitegen: the page crashed while rendering', error, info.componentStack);
  }

  override render() {
    return this.state.error ? (
      <Crashed error={this.state.error} onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
