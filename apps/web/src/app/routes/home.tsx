import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';

export default function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-slate-900"
    >
      <img
        src="/images/scenes/gallery-home.svg"
        alt=""
        width={1200}
        height={800}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover opacity-70"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-950/30 via-slate-950/40 to-slate-950/80" aria-hidden="true" />
      <div className="mx-auto flex min-h-[70vh] max-w-5xl flex-col items-center justify-center gap-6 px-4 py-24 text-center text-white">
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="max-w-2xl text-lg text-slate-200 sm:text-xl">{t('hero.subtitle')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.tours()} className={buttonClass('primary', 'px-6 py-3 text-base')}>
            {t('hero.startExploring')}
          </Link>
          <Link to={paths.destinations()} className={buttonClass('secondary', 'px-6 py-3 text-base')}>
            {t('hero.learnMore')}
          </Link>
        </div>
      </div>
    </section>
  );
}
