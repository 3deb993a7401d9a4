import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../ui/button';

/** The fallback when a route fails to render: the error's message, a reload and a way home. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <h1 className="text-2xl font-bold">{t('errors.unexpected')}</h1>
      <p className="font-mono text-sm text-slate-600 dark:text-slate-400">{detail}</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {t('errors.reloadPage')}
        </button>
        <Link to="/" className={buttonClass('secondary')}>
          {t('nav.home')}
        </Link>
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** The address shown: an error belongs to it, and leaving it tries the routes again. */
  at: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; at: string | null }> {
  override state: { error: unknown; at: string | null } = { error: null, at: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; at: string | null }) {
    if (state.at === null) return { at: props.at };
    // A failure stays on screen until the visitor goes elsewhere (a link, back, the home button).
    return state.at === props.at ? null : { error: null, at: props.at };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route failed', error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/**
 * A route's error screen: a page that throws while rendering (or whose code fails to load) shows
 * what failed instead of the page, until the visitor goes to another address.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary at={pathname + search}>{children}</Boundary>;
}
