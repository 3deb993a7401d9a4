import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicSettings } from '@trails/contracts';

/** The brand marks, drawn in the line style of the other icons (after lucide's former brand icons, ISC). */
const ICONS = {
  facebook_url: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  twitter_url: (
    <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />
  ),
  instagram_url: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  youtube_url: (
    <>
      <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
} satisfies Partial<Record<keyof PublicSettings, ReactNode>>;

const NETWORKS = ['facebook_url', 'twitter_url', 'instagram_url', 'youtube_url'] as const;

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
            className="flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-brand-300"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {ICONS[key]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
