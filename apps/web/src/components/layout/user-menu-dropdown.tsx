import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Heart, LogOut, User as UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLogout } from '../../lib/auth';
import { UserMenuTriggerContent, userMenuTriggerClass } from './user-menu';

const item =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800';

/** The signed-in menu's dropdown (loaded on demand by UserMenu). */
export default function UserMenuDropdown({
  name,
  label,
  defaultOpen = false,
}: {
  name: string;
  label: string;
  defaultOpen?: boolean;
}) {
  const logout = useLogout();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    // Open at once when the button was pressed while this was loading.
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={userMenuTriggerClass} aria-label={label}>
        <UserMenuTriggerContent name={name} />
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
          <DropdownMenu.Item className={item} onSelect={() => void logout()}>
            <LogOut className="size-4" aria-hidden="true" /> {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
