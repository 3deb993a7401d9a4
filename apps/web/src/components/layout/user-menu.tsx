import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Heart, LogOut, User as UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth, useLogout } from '../../lib/auth';

const item =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800';

/** Signed-in menu: Profile, Wishlist, Logout. */
export function UserMenu() {
  const { user } = useAuth();
  const logout = useLogout();
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={t('nav.accountMenu', { name: user.name })}
      >
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
          {user.name.charAt(0).toUpperCase() || 'U'}
        </span>
        <span className="hidden max-w-32 truncate lg:inline">{user.name}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Item className={item} onSelect={() => navigate(paths.profile())}>
            <UserIcon className="size-4" aria-hidden="true" /> {t('nav.profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => navigate(paths.wishlist())}>
            <Heart className="size-4" aria-hidden="true" /> {t('nav.wishlist')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item
            className={item}
            onSelect={() => void logout()}
          >
            <LogOut className="size-4" aria-hidden="true" /> {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
