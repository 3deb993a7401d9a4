import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/button';

/** The fallback when a route fails to render: status and text, or the error's message. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  console.error(error);
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
