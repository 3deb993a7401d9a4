import { useId } from 'react';
import { GitCompareArrows, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLACEHOLDER_IMAGE } from '../../../components/catalogue/card-image';
import { DifficultyBadge } from '../../../components/catalogue/difficulty-badge';
import { RatingLine } from '../../../components/catalogue/rating-line';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useLocalList } from '../../../lib/local-list';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { savingOf } from '../../../lib/saving';
import { useFormatPrice } from '../../../lib/use-price';
import { COMPARE_MAX, compareKindOf, compareList, type CompareItem } from '../lib/compare-list';
import { numberFormat } from '../../../lib/format';

const cellClass = 'px-4 py-4 align-top text-sm text-slate-700 dark:text-slate-300';
const headClass =
  'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300';

function PriceCell({ item }: { item: CompareItem }) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const saving = savingOf(item);
  return (
    <td className={cellClass}>
      <span className="block text-base font-bold text-slate-900 dark:text-white">{price(item.price)}</span>
      {saving > 0 && (
        <>
          <s className="block text-slate-500 dark:text-slate-400">
            <span className="sr-only">{t('tour.price.was')} </span>
            {price(item.original_price ?? 0)}
          </s>
          <span className="mt-1 inline-block whitespace-nowrap rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 dark:bg-red-950/50 dark:text-red-300">
            {t('catalogue.save', { amount: price(saving) })}
          </span>
        </>
      )}
    </td>
  );
}

/** A trek's altitude, grade and difficulty; N/A for a tour or a fact the trek does not have. */
function TrekFactCells({ item }: { item: CompareItem }) {
  const { t, i18n } = useTranslation();
  const none = <span className="text-slate-500 dark:text-slate-400">{t('destination.notAvailable')}</span>;
  const isTrek = compareKindOf(item) === 'trek';
  return (
    <>
      <td className={cellClass}>
        {isTrek && item.max_altitude_m != null
          ? t('catalogue.altitude', { value: numberFormat(i18n.language).format(item.max_altitude_m) })
          : none}
      </td>
      <td className={cellClass}>{isTrek && item.trek_grade ? item.trek_grade : none}</td>
      <td className={cellClass}>
        {isTrek && item.difficulty_level ? <DifficultyBadge level={item.difficulty_level} /> : none}
      </td>
    </>
  );
}

/**
 * /compare: the tours and treks kept for comparison (in this browser), side by side in one table.
 * With a trek in the list, its altitude, grade and difficulty get columns of their own.
 */
export function ComparePage() {
  const { t } = useTranslation();
  usePageTitle(t('compare.title'));
  const items = useLocalList(compareList);
  const captionId = useId();
  const withTreks = items.some((item) => compareKindOf(item) === 'trek');
  const pageOf = (item: CompareItem) =>
    compareKindOf(item) === 'trek' ? paths.trek(item.slug) : paths.tour(item.slug);
  const bookingOf = (item: CompareItem) =>
    compareKindOf(item) === 'trek' ? paths.trekBooking(item.id) : paths.booking(item.id);

  const clearAll = () => {
    compareList.clear();
    notify.info(t('compare.cleared'));
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('compare.title')}
        subtitle={t('compare.subtitle', { count: COMPARE_MAX })}
        actions={
          items.length > 0 && (
            <>
              <Link to={paths.tours()} className={buttonClass('secondary')}>
                {t('compare.addMore')}
              </Link>
              <Link to={paths.treks()} className={buttonClass('secondary')}>
                {t('compare.addMoreTreks')}
              </Link>
              <Button variant="danger" onClick={clearAll}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('compare.clearAll')}
              </Button>
            </>
          )
        }
      />

      {items.length === 0 ? (
        <EmptyState
          title={t('compare.empty.title')}
          text={t('compare.empty.text')}
          icon={<GitCompareArrows className="size-10 text-slate-400" aria-hidden="true" />}
        >
          <Link to={paths.tours()} className={buttonClass('primary')}>
            {t('compare.empty.browse')}
          </Link>
          <Link to={paths.treks()} className={buttonClass('secondary')}>
            {t('compare.empty.browseTreks')}
          </Link>
        </EmptyState>
      ) : (
        // The table keeps its width and scrolls inside this box on narrow screens; `relative` keeps the
        // screen-reader-only labels (absolutely placed) inside it too.
        <div
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          className="relative overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800"
        >
          <table className="w-full min-w-[60rem] border-collapse">
            <caption id={captionId} className="sr-only">
              {t('compare.caption', { count: items.length })}
            </caption>
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                <th scope="col" className={headClass}>
                  {withTreks ? t('compare.columns.trip') : t('compare.columns.tour')}
                </th>
                <th scope="col" className={headClass}>
                  {t('compare.columns.price')}
                </th>
                <th scope="col" className={headClass}>
                  {t('compare.columns.destination')}
                </th>
                <th scope="col" className={headClass}>
                  {t('compare.columns.duration')}
                </th>
                <th scope="col" className={headClass}>
                  {t('compare.columns.rating')}
                </th>
                <th scope="col" className={headClass}>
                  {t('compare.columns.category')}
                </th>
                {withTreks && (
                  <>
                    <th scope="col" className={headClass}>
                      {t('compare.columns.altitude')}
                    </th>
                    <th scope="col" className={headClass}>
                      {t('compare.columns.grade')}
                    </th>
                    <th scope="col" className={headClass}>
                      {t('compare.columns.difficulty')}
                    </th>
                  </>
                )}
                <th scope="col" className={headClass}>
                  {t('compare.columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {items.map((item) => (
                <tr key={`${compareKindOf(item)}-${item.id}`}>
                  <th scope="row" className={`${cellClass} min-w-[18rem] text-left font-normal`}>
                    <div className="flex items-center gap-3">
                      <img
                        src={item.image ?? PLACEHOLDER_IMAGE}
                        alt=""
                        width={96}
                        height={72}
                        loading="lazy"
                        className="h-16 w-24 shrink-0 rounded-lg object-cover"
                      />
                      <Link
                        to={pageOf(item)}
                        className="font-semibold text-slate-900 hover:text-brand-700 hover:underline dark:text-slate-50 dark:hover:text-brand-300"
                      >
                        {item.title}
                      </Link>
                    </div>
                  </th>
                  <PriceCell item={item} />
                  <td className={cellClass}>{item.destination}</td>
                  <td className={cellClass}>
                    {t('catalogue.durationShort', { days: item.duration_days, nights: item.duration_nights })}
                  </td>
                  <td className={cellClass}>
                    <RatingLine rating={item.rating} reviewCount={item.review_count} />
                  </td>
                  <td className={cellClass}>
                    {item.category
                      ? t(`catalogue.category.${item.category}`, { defaultValue: item.category })
                      : t('compare.trekCategory')}
                  </td>
                  {withTreks && <TrekFactCells item={item} />}
                  <td className={cellClass}>
                    <div className="flex min-w-40 max-w-56 flex-wrap gap-2 whitespace-nowrap">
                      <Link to={pageOf(item)} className={buttonClass('secondary', 'px-3 py-2')}>
                        <span>
                          {t('common.view')}
                          <span className="sr-only">: {item.title}</span>
                        </span>
                      </Link>
                      <Link to={bookingOf(item)} className={buttonClass('primary', 'px-3 py-2')}>
                        <span>
                          {t('common.bookNow')}
                          <span className="sr-only">: {item.title}</span>
                        </span>
                      </Link>
                      <Button variant="ghost" className="px-3 py-2" onClick={() => compareList.remove(item)}>
                        <Trash2 className="size-4" aria-hidden="true" />
                        <span>
                          {t('compare.removeShort')}
                          <span className="sr-only">: {item.title}</span>
                        </span>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
