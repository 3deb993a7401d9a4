import { useTranslation } from 'react-i18next';
import type { PublicSettings } from '@trails/contracts/settings';

const NETWORKS = ['facebook_url', 'twitter_url', 'instagram_url', 'youtube_url'] as const;

/** The icons live in one static file (public/icons/social.svg), so every page's script stays smaller. */
const ICONS = '/icons/social.svg';

/** An icon link for each social profile the settings name (none for a blank one), in a new tab. */
export function SocialLinks({ settings }: { settings: Pick<PublicSettings, (typeof NETWORKS)[number]> }) {
  const { t } = useTranslation();
  const set = NETWORKS.filter((key) => settings[key].trim() !== '');
  if (set.length === 0) return null;
  return (
    <ul className="mt-4 flex gap-2" aria-label={t('footer.social.label')}>
      {set.map((key) => (
        <li key={key}>
          <a
            href={settings[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.social.link', { network: t(`footer.social.${key}`) })}
            className="social-link"
          >
            <svg className="size-5" aria-hidden="true">
              <use href={`${ICONS}#${key}`} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
