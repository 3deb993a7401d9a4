import { useEffect } from 'react';
import { useSettings } from './settings';

/** "Page - Site name" while the page is shown. */
export function usePageTitle(title: string | undefined): void {
  const { settings } = useSettings();
  useEffect(() => {
    document.title = title ? `${title} - ${settings.site_name}` : settings.site_name;
  }, [title, settings.site_name]);
}
