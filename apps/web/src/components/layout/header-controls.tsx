import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Check, Languages, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, type Locale } from '@trails/contracts/constants';
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
export function ThemeToggle({
  variant = 'bar',
  className = '',
}: {
  variant?: HeaderControlVariant;
  className?: string;
}) {
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
    <button
      type="button"
      className={`${barButton} ${className}`}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

const SHORT_NAMES: Record<Locale, string> = { en: 'EN', hi: 'हिं', es: 'ES', fr: 'FR', de: 'DE' };

/**
 * The five languages, each named in its own language. `bar`: a menu button (arrow keys, Home/End,
 * Escape); `menu`: the five as a group of buttons in the mobile menu. The choice is stored.
 */
export function LanguageMenu({
  variant = 'bar',
  className = '',
}: {
  variant?: HeaderControlVariant;
  className?: string;
}) {
  const { locale, setLocale } = useLocale();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const label = t('language.current', { language: LOCALE_NAMES[locale] });

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const choose = (next: Locale) => {
    close(true);
    if (next !== locale) void setLocale(next);
  };

  useEffect(() => {
    if (!open) return;
    items()
      .find((item) => item.getAttribute('aria-checked') === 'true')
      ?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => all[(i + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(all.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  if (variant === 'menu') {
    return (
      <div role="group" aria-label={t('language.label')} className={`flex flex-col gap-1 ${className}`}>
        <span className="flex items-center gap-3 px-3 pt-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
          <Languages className="size-4 shrink-0" aria-hidden="true" />
          {t('language.label')}
        </span>
        <div className="flex flex-wrap gap-1">
          {LOCALES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={code === locale}
              className={`rounded-lg px-3 py-2 text-sm font-medium ${
                code === locale
                  ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
              onClick={() => code !== locale && void setLocale(code)}
            >
              {LOCALE_NAMES[code]}
            </button>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        className={`${barButton} w-auto gap-1.5 px-2.5 text-sm font-semibold`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        title={label}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Languages className="size-4 md:max-lg:hidden" aria-hidden="true" />
        <span lang={locale}>{SHORT_NAMES[locale]}</span>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('language.label')}
          className="absolute right-0 top-full z-50 mt-1 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          onKeyDown={onMenuKey}
        >
          {LOCALES.map((code) => (
            <button
              key={code}
              type="button"
              role="menuitemradio"
              aria-checked={code === locale}
              lang={code}
              tabIndex={-1}
              className={`${menuButton} justify-between`}
              onClick={() => choose(code)}
            >
              {LOCALE_NAMES[code]}
              {code === locale && (
                <Check className="size-4 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
