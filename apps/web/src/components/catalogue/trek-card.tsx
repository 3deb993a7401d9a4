import type { ReactNode } from 'react';
import type { TrekSummary } from '@trails/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { LineIcon } from '../ui/line-icon';
import { DifficultyBadge } from './difficulty-badge';
import { CardFact, ItemCard } from './item-card';
import { numberFormat } from '../../lib/format';

/** A trek: its difficulty and highest point on the shared card. */
export function TrekCard({ trek, actions, eager }: { trek: TrekSummary; actions?: ReactNode; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <ItemCard
      item={trek}
      href={paths.trek(trek.slug)}
      actions={actions}
      eager={eager}
      badges={<DifficultyBadge level={trek.difficulty_level} />}
      facts={
        trek.max_altitude_m !== null && (
          <CardFact icon={<LineIcon name="mountain" />}>
            {t('catalogue.altitude', { value: numberFormat(i18n.language).format(trek.max_altitude_m) })}
          </CardFact>
        )
      }
    />
  );
}
