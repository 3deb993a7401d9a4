import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ImageHero } from '../../../components/ui/image-hero';
import { paths } from '../../../config/paths';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <ImageHero image="/images/scenes/gallery-home.svg" labelledBy="hero-title" layout="centred">
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
    </ImageHero>
  );
}
