import { Suspense, useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, ChevronsLeft, ChevronsRight, LogOut, Mountain, Settings, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LanguageMenu, ThemeToggle } from '../../components/layout/header-controls';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { useSettings } from '../../lib/settings';
import { storage } from '../../lib/storage';
import { useAdminAuth } from '../auth/admin-auth';
import { ADMIN_RESOURCES, findResource } from '../resources';
import { canOpen } from '../resources/types';
import { NotificationBell } from './notification-bell';

const SIDEBAR_KEY = 'adminSidebarCollapsed';
const menuItem =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';

function AdminUserMenu() {
  const { t } = useTranslation();
  const { user } = useAdminAuth();
  const navigate = useNavigate();
  const name = user?.name || t('admin.fallbackName');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={t('nav.accountMenu', { name })}
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="hidden sm:inline">{name}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {canOpen(findResource('settings'), user?.role) && (
            <DropdownMenu.Item className={menuItem} onSelect={() => navigate(paths.admin.tab('settings'))}>
              <Settings className="size-4" aria-hidden="true" /> {t('admin.tabs.settings')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={menuItem} onSelect={() => navigate(paths.admin.logout())}>
            <LogOut className="size-4" aria-hidden="true" /> {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A tab the signed-in role may not open (reached by its address): said plainly, no broken screen. */
function NotAllowed({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold">{label}</h1>
      <section
        role="alert"
        className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-10 text-center text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <ShieldAlert className="size-8" aria-hidden="true" />
        <p className="font-semibold">{t('admin.notAllowed.title')}</p>
        <p className="text-sm">{t('admin.notAllowed.body', { tab: label })}</p>
        <Link
          to={paths.admin.tab('dashboard')}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          {t('admin.notAllowed.back')}
        </Link>
      </section>
    </>
  );
}

/** Sidebar (16rem, or 4rem collapsed), header with theme toggle and user menu, and the active tab. */
export function AdminShell() {
  const { t } = useTranslation();
  const { tab: tabId } = useParams();
  const tab = findResource(tabId);
  const { user } = useAdminAuth();
  const { settings } = useSettings();
  const role = user?.role;
  const allowed = canOpen(tab, role);
  // The stored choice wins; without one, narrow screens start with the 4rem rail.
  const [collapsed, setCollapsed] = useState(() => {
    const stored = storage.get(SIDEBAR_KEY);
    return stored === null ? window.innerWidth < 768 : stored === 'true';
  });
  usePageTitle(`${t(tab.labelKey)} · ${t('admin.title')}`);

  const toggleSidebar = () => {
    setCollapsed((value) => {
      storage.set(SIDEBAR_KEY, String(!value));
      return !value;
    });
  };

  return (
    <div className="flex min-h-screen bg-slate-100 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <aside
        className={`sticky top-0 flex h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 dark:border-slate-800 dark:bg-slate-900 ${collapsed ? 'w-16' : 'w-64'}`}
        aria-label={t('admin.sidebar')}
      >
        {/* The operator's own name and logo (Settings), as on the public site. */}
        <Link
          to={paths.admin.tab('dashboard')}
          className="flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-800"
        >
          {settings.site_logo ? (
            <img src={settings.site_logo} alt="" className="size-7 shrink-0 rounded object-contain" />
          ) : (
            <Mountain className="size-7 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
          )}
          <span className={collapsed ? 'sr-only' : 'truncate font-bold'}>{settings.site_name}</span>
        </Link>
        {/* Twenty-two tabs fit an 800 px tall screen; shorter ones scroll the list, with a fading edge. */}
        <nav
          className="flex-1 overflow-y-auto p-2 [mask-image:linear-gradient(to_bottom,black_calc(100%-1.5rem),transparent)]"
          aria-label={t('admin.sidebar')}
        >
          <ul className="space-y-0.5 pb-1">
            {ADMIN_RESOURCES.filter((item) => canOpen(item, role)).map((item) => {
              const active = item.id === tab.id;
              return (
                <li key={item.id}>
                  <Link
                    to={paths.admin.tab(item.id)}
                    aria-current={active ? 'page' : undefined}
                    title={collapsed ? t(item.labelKey) : undefined}
                    className={`flex items-center gap-3 rounded-lg px-3 py-1 text-sm font-medium ${
                      active
                        ? 'bg-brand-700 text-white'
                        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                    } ${collapsed ? 'justify-center px-0' : ''}`}
                  >
                    <item.icon className="size-5 shrink-0" aria-hidden="true" />
                    <span className={collapsed ? 'sr-only' : ''}>{t(item.labelKey)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="border-t border-slate-200 p-2 dark:border-slate-800">
          <button
            type="button"
            onClick={toggleSidebar}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('admin.expandSidebar') : t('admin.collapseSidebar')}
            className="flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
          >
            {collapsed ? (
              <ChevronsRight className="size-5" aria-hidden="true" />
            ) : (
              <ChevronsLeft className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
          {/* Which tab this is; the page's own heading says it again below for screen readers' outline. */}
          <p className="truncate text-lg font-semibold">{t(tab.labelKey)}</p>
          <div className="ml-auto flex items-center gap-1">
            <LanguageMenu />
            <ThemeToggle />
            <NotificationBell />
            <AdminUserMenu />
          </div>
        </header>
        <main id="main" className="flex-1 p-4 sm:p-6">
          {!allowed ? (
            <NotAllowed label={t(tab.labelKey)} />
          ) : tab.screen ? (
            <Suspense fallback={<Spinner />}>
              <tab.screen />
            </Suspense>
          ) : (
            <>
              <h1 className="text-2xl font-bold">{t(tab.labelKey)}</h1>
              <section className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400">
                {t('admin.tabComingSoon', { tab: t(tab.labelKey) })}
              </section>
            </>
          )}
        </main>
      </div>
    </div>
  );
}
