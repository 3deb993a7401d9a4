import { Languages, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { useTheme } from '../../lib/theme';

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** Light/dark switch; its label says what pressing it does. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const { t } = useTranslation();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button type="button" className={iconButton} onClick={toggleTheme} aria-label={label} title={label}>
      {theme === 'dark' ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
    </button>
  );
}

/** English ⇄ Hindi. Shows the language it switches to, in that language. */
export function LanguageToggle() {
  const { locale, toggleLocale } = useLocale();
  const { t } = useTranslation();
  const target = locale === 'hi' ? 'English' : 'हिन्दी';
  return (
    <button
      type="button"
      className={`${iconButton} w-auto gap-1.5 px-2.5 text-sm font-semibold`}
      onClick={() => void toggleLocale()}
      aria-label={t('language.switchTo', { language: target })}
      lang={locale === 'hi' ? 'en' : 'hi'}
    >
      <Languages className="size-4" aria-hidden="true" />
      {locale === 'hi' ? 'EN' : 'हिं'}
    </button>
  );
}
