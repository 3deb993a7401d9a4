import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface ShareMenuProps {
  /** Defaults to the current address. */
  url?: string;
  /** Defaults to the page title. */
  title?: string;
  /** Defaults to 'Check out this amazing tour!'. */
  description?: string;
  className?: string;
}

/** What the share button shows, before and after its menu has loaded. */
export function ShareButtonContent() {
  const { t } = useTranslation();
  return (
    <>
      <Share2 className="size-4" aria-hidden="true" />
      {t('share.button')}
    </>
  );
}
