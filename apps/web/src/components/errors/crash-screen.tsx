import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/button';

function CrashMessage() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <h1 className="text-2xl font-bold">{t('errors.generic')}</h1>
      <p className="text-slate-600 dark:text-slate-400">{t('errors.crashText')}</p>
      <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
        {t('errors.reloadPage')}
      </button>
    </div>
  );
}

/** Catches render errors anywhere below it and offers a reload, instead of a blank page. */
export class CrashBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CrashMessage /> : this.props.children;
  }
}
