import { lazy, Suspense, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';

/** The menu itself (Radix dropdown and its positioning code) loads only for a signed-in visitor. */
const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(loadDropdown);

export const userMenuTriggerClass =
  'inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800';

/** What the menu's button shows: the initial, the name on wide screens, a chevron. */
export function UserMenuTriggerContent({ name }: { name: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
      >
        {name.charAt(0).toUpperCase() || 'U'}
      </span>
      <span className="hidden max-w-32 truncate lg:inline">{name}</span>
      <ChevronDown className="size-4" aria-hidden="true" />
    </>
  );
}

/**
 * Signed-in menu: Profile, Wishlist, Logout. Until it has loaded, its button in the same place; a
 * press on that button is kept, and the menu opens as soon as it is there.
 */
export function UserMenu() {
  const { user } = useAuth();
  const { t } = useTranslation();
  const [pressedEarly, setPressedEarly] = useState(false);
  if (!user) return null;
  const label = t('nav.accountMenu', { name: user.name });
  return (
    <Suspense
      fallback={
        <button
          type="button"
          className={userMenuTriggerClass}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={() => void loadDropdown()}
          onFocus={() => void loadDropdown()}
          onClick={() => setPressedEarly(true)}
        >
          <UserMenuTriggerContent name={user.name} />
        </button>
      }
    >
      <UserMenuDropdown name={user.name} label={label} defaultOpen={pressedEarly} />
    </Suspense>
  );
}
