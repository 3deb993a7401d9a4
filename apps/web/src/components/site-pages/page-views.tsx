import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FaqContent, GalleryItem, HeroContent } from '@trails/contracts/page-content';
import { paths } from '../../config/paths';
import { usePagePlaceholders } from '../../lib/site-page';
import { Accordion } from '../ui/accordion';
import { buttonClass } from '../ui/button';
import { ImageGrid } from '../ui/image-grid';
import { ImageHero } from '../ui/image-hero';

/*
 * The operator's pages (Pages in the back office) as the public site draws them: used by the
 * public pages and by the back office's preview, so both show the same thing.
 */

/** The home page's welcome as the operator wrote it (Pages › Home hero): title, subtitle and picture. */
export function HomeHeroView({ hero }: { hero: HeroContent }) {
  const { t } = useTranslation();
  const fill = usePagePlaceholders();
  return (
    <ImageHero image={hero.image} labelledBy="hero-title" layout="centred">
      <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-6xl">
        {fill.text(hero.title)}
      </h1>
      {hero.subtitle ? <p className="max-w-2xl text-lg text-slate-200 sm:text-xl">{fill.text(hero.subtitle)}</p> : null}
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

/** The pictures and captions the operator chose (Pages › Gallery), in order. */
export function GalleryGrid({ items }: { items: GalleryItem[] }) {
  const { t } = useTranslation();
  return (
    <ImageGrid
      images={items.map((item) => ({ src: item.image, alt: item.caption }))}
      openLabel={(image, index) => t('home.gallery.open', { index: index + 1, caption: image.alt })}
    />
  );
}

/** Typography of an answer's HTML (sanitised by the server before it was stored). */
const ANSWER_CLASS = 'rich-answer';

/** The questions by group as the operator wrote them (Pages › FAQ), each answer behind its question. */
export function FaqGroups({ faq }: { faq: FaqContent }) {
  const fill = usePagePlaceholders();
  return (
    <div className="space-y-10">
      {faq.groups.map((group, g) => (
        <section key={g} aria-labelledby={`faq-group-${g + 1}`} className="space-y-3">
          <h2 id={`faq-group-${g + 1}`} className="text-xl font-bold text-slate-900 dark:text-white">
            {fill.text(group.title)}
          </h2>
          <Accordion
            items={group.items.map((item, i) => ({
              id: `${g}-${i}`,
              title: fill.text(item.question),
              // A short class list: the page carries one per answer.
              content: <div className={ANSWER_CLASS} dangerouslySetInnerHTML={{ __html: fill.html(item.answer) }} />,
            }))}
          />
        </section>
      ))}
    </div>
  );
}
