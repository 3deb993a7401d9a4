import { Languages, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { useTheme } from '../../lib/theme';

/**
 * `bar`: a compact icon button for the header bar. `menu`: a full-width row with its action spelled
 * out, for the mobile menu, where the bar has no room for these controls on the narrowest screens.
 */
export type HeaderControlVariant = 'bar' | 'menu';

const barButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
const menuButton =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** Light/dark switch; its label says what pressing it does. */
export function ThemeToggle({ variant = 'bar', className = '' }: { variant?: HeaderControlVariant; className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const { t } = useTranslation();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  const Icon = theme === 'dark' ? Sun : Moon;
  if (variant === 'menu') {
    return (
      <button type="button" className={`${menuButton} ${className}`} onClick={toggleTheme}>
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        {label}
      </button>
    );
  }
  return (
    <button type="button" className={`${barButton} ${className}`} onClick={toggleTheme} aria-label={label} title={label}>
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/** English ⇄ Hindi. Shows the language it switches to, in that language. */
export function LanguageToggle({ variant = 'bar', className = '' }: { variant?: HeaderControlVariant; className?: string }) {
  const { locale, toggleLocale } = useLocale();
  const { t } = useTranslation();
  const targetLocale = locale === 'hi' ? 'en' : 'hi';
  const target = targetLocale === 'en' ? 'English' : 'हिन्दी';
  const label = t('language.switchTo', { language: target });
  if (variant === 'menu') {
    return (
      <button type="button" className={`${menuButton} ${className}`} onClick={() => void toggleLocale()}>
        <Languages className="size-5 shrink-0" aria-hidden="true" />
        {label}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`${barButton} w-auto gap-1.5 px-2.5 text-sm font-semibold ${className}`}
      onClick={() => void toggleLocale()}
      aria-label={label}
      lang={targetLocale}
    >
      <Languages className="size-4" aria-hidden="true" />
      {targetLocale === 'en' ? 'EN' : 'हिं'}
    </button>
  );
}
