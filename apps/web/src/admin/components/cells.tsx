import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { Badge } from './badge';

/** Cells several resources show, as small components so column declarations stay plain data. */

export function YesNoCell({ value }: { value: boolean }) {
  const { t } = useTranslation('admin');
  return <Badge tone={value ? 'blue' : 'grey'}>{value ? t('badges.yes') : t('badges.no')}</Badge>;
}

export function ActiveCell({ value }: { value: boolean }) {
  const { t } = useTranslation('admin');
  return <Badge tone={value ? 'green' : 'grey'}>{value ? t('badges.active') : t('badges.inactive')}</Badge>;
}

export function DateCell({ value }: { value: string | null }) {
  const { i18n } = useTranslation();
  if (!value) return null;
  return <time dateTime={value}>{formatDate(value, i18n.language, { dateStyle: 'medium' })}</time>;
}
