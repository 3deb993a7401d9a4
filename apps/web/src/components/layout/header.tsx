import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Menu, Mountain, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth, useLogout } from '../../lib/auth';
import { useTappedBeforeApp } from '../../lib/hydration';
import { useSettings } from '../../lib/settings';
import { buttonClass } from '../ui/button';
import { LanguageMenu, ThemeToggle } from './header-controls';
import { UserMenu } from './user-menu';

const MAIN_NAV = [
  { to: paths.home(), key: 'nav.home', end: true },
  { to: paths.destinations(), key: 'nav.destinations' },
  { to: paths.tours(), key: 'nav.tours' },
  { to: paths.treks(), key: 'nav.treks' },
  { to: paths.blog(), key: 'nav.blog' },
  { to: paths.customBuilder(), key: 'nav.customTrip' },
] as const;

const EXTRA_NAV = [
  { to: paths.wishlist(), key: 'nav.wishlist' },
  { to: paths.compare(), key: 'nav.compare' },
  { to: paths.enquiry(), key: 'nav.contact' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link nav-link-current' : 'nav-link');

/**
 * `search` is the search box: in the bar from 1280 px, behind a search button between 768 and
 * 1279 px (where the navigation takes the room), and in the mobile menu below 768 px.
 */
export function Header({ search }: { search?: ReactNode }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { isAuthenticated } = useAuth();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchPanelRef = useRef<HTMLDivElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => {
    setOpen(false);
    setSearchOpen(false);
  }, [location.pathname]);
  // After the reset above: a toggle tapped before the app started opens now.
  useTappedBeforeApp('menu', () => setOpen(true));
  useTappedBeforeApp('search', () => setSearchOpen(true));
  useEffect(() => {
    if (searchOpen) searchPanelRef.current?.querySelector('input')?.focus();
  }, [searchOpen]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-slate-900"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 md:gap-2 md:px-4 lg:gap-4 lg:px-6">
        {/* The brand gives way first: a long site name is cut short rather than pushing the controls off screen. */}
        <Link
          to={paths.home()}
          className="flex min-w-0 items-center gap-2 font-bold text-brand-800 md:shrink-0 dark:text-brand-200"
        >
          {settings.site_logo ? (
            <img src={settings.site_logo} alt="" width={32} height={32} className="size-8 shrink-0 rounded" />
          ) : (
            <Mountain className="size-7 shrink-0" aria-hidden="true" />
          )}
          <span className="truncate text-lg md:sr-only lg:not-sr-only">{settings.site_name}</span>
        </Link>

        <nav aria-label={t('nav.main')} className="hidden items-center md:flex lg:ml-4 lg:gap-0.5 xl:gap-1">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={'end' in item} className={navLinkClass}>
              {t(item.key)}
            </NavLink>
          ))}
        </nav>

        {search && <div className="ml-auto hidden min-w-0 max-w-xs flex-1 xl:block">{search}</div>}

        <div className={`${search ? 'xl:ml-0' : ''} ml-auto flex shrink-0 items-center gap-1`}>
          {search && (
            <button
              ref={searchToggleRef}
              type="button"
              className="hidden size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:inline-flex xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
              aria-expanded={searchOpen}
              aria-controls="header-search-panel"
              data-tap-before-app="search"
              aria-label={searchOpen ? t('search.box.close') : t('search.box.open')}
              onClick={() => setSearchOpen((value) => !value)}
            >
              {searchOpen ? (
                <X className="size-5" aria-hidden="true" />
              ) : (
                <Search className="size-5" aria-hidden="true" />
              )}
            </button>
          )}
          {/* Below 640 px the language and theme switches live in the mobile menu. */}
          <div className="hidden items-center gap-1 sm:flex">
            <LanguageMenu />
            <ThemeToggle />
          </div>
          <div className="hidden items-center gap-2 md:flex">
            {isAuthenticated ? (
              <UserMenu />
            ) : (
              <>
                <Link
                  to={paths.login()}
                  className={buttonClass('ghost', 'whitespace-nowrap px-3 py-2 md:max-lg:px-2.5')}
                >
                  {t('nav.login')}
                </Link>
                <Link
                  to={paths.register()}
                  className={buttonClass('primary', 'whitespace-nowrap px-3 py-2 md:max-lg:px-2.5')}
                >
                  {t('nav.signUp')}
                </Link>
              </>
            )}
          </div>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 md:hidden dark:hover:bg-slate-800"
            aria-expanded={open}
            aria-controls="mobile-menu"
            data-tap-before-app="menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>

      {search && searchOpen && (
        <div
          id="header-search-panel"
          ref={searchPanelRef}
          className="hidden border-t border-slate-200 px-4 py-3 sm:px-6 md:block xl:hidden dark:border-slate-800"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            setSearchOpen(false);
            searchToggleRef.current?.focus();
          }}
        >
          <div className="mx-auto max-w-2xl">{search}</div>
        </div>
      )}

      {open && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.mobile')}
          className="border-t border-slate-200 px-4 pb-4 md:hidden dark:border-slate-800"
        >
          {search && <div className="pt-3">{search}</div>}
          <ul className="flex flex-col gap-1 pt-3">
            {[...MAIN_NAV, ...EXTRA_NAV].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={'end' in item} className={(state) => `block ${navLinkClass(state)}`}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-col gap-1 border-t border-slate-200 pt-3 sm:hidden dark:border-slate-800">
            <LanguageMenu variant="menu" />
            <ThemeToggle variant="menu" />
          </div>
          <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
            {isAuthenticated ? (
              <>
                <NavLink to={paths.profile()} className={(state) => `block ${navLinkClass(state)}`}>
                  {t('nav.profile')}
                </NavLink>
                <button type="button" className={buttonClass('secondary')} onClick={() => void logout()}>
                  {t('nav.logout')}
                </button>
              </>
            ) : (
              <>
                <Link to={paths.login()} className={buttonClass('secondary')}>
                  {t('nav.login')}
                </Link>
                <Link to={paths.register()} className={buttonClass('primary')}>
                  {t('nav.signUp')}
                </Link>
              </>
            )}
          </div>
        </nav>
      )}
    </header>
  );
}
