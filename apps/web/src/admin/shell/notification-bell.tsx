import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DASHBOARD_LIMITS, type AdminNotification } from '@trails/contracts/admin-dashboard';
import { formatDate } from '../../lib/format';
import { dataClient, type ListResult } from '../lib/data-client';
import { resourceKeys } from '../lib/use-resource';

const bellKey = [...resourceKeys.all('notifications'), 'bell'] as const;
const EMPTY: ListResult<AdminNotification> = {
  data: [],
  meta: { page: 1, per_page: DASHBOARD_LIMITS.bellItems, total: 0, last_page: 1 },
};

/** The newest unread notifications and the unread count; a failed list counts as empty. */
function useUnreadNotifications() {
  return useQuery({
    queryKey: bellKey,
    queryFn: () =>
      dataClient.list<AdminNotification>('notifications', { per_page: DASHBOARD_LIMITS.bellItems }).catch(() => EMPTY),
    refetchInterval: DASHBOARD_LIMITS.bellPollMs,
    staleTime: 0,
  });
}

/** Marking read takes the item off the list at once; a failure is only logged, and the next poll shows the truth. */
function useMarkRead() {
  const queryClient = useQueryClient();
  const drop = (ids: number[] | 'all') =>
    queryClient.setQueryData<ListResult<AdminNotification>>(bellKey, (current) => {
      if (!current) return current;
      if (ids === 'all') return EMPTY;
      const data = current.data.filter((item) => !ids.includes(item.id));
      return {
        data,
        meta: { ...current.meta, total: Math.max(0, current.meta.total - (current.data.length - data.length)) },
      };
    });
  const settle = () => queryClient.invalidateQueries({ queryKey: bellKey });
  const one = useMutation({
    mutationFn: (id: number) => dataClient.command('notifications', id, 'read'),
    onMutate: (id) => drop([id]),
    onError: (error) => console.error('Marking the notification read failed', error),
    onSettled: settle,
  });
  const all = useMutation({
    mutationFn: () => dataClient.command('notifications', undefined, 'mark-all-read'),
    onMutate: () => drop('all'),
    onError: (error) => console.error('Marking all notifications read failed', error),
    onSettled: settle,
  });
  return { one, all };
}

const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';

/** Header bell: unread count, a menu of at most 5 unread notifications, Mark all as read. */
export function NotificationBell() {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const { data = EMPTY } = useUnreadNotifications();
  const { one, all } = useMarkRead();
  const count = data.meta.total;
  const items = data.data.slice(0, DASHBOARD_LIMITS.bellItems);

  const open = (item: AdminNotification) => {
    one.mutate(item.id);
    if (item.link?.startsWith('/')) void navigate(item.link);
  };

  return (
    // Not modal: the page behind stays in the accessibility tree (no aria-hidden around focusable content).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="relative inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={count > 0 ? t('bell.labelUnread', { count }) : t('bell.label')}
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            data-testid="bell-count"
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold leading-5 text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <DropdownMenu.Label className="flex items-center justify-between gap-2 px-3 py-2">
            <span className="font-semibold">{t('bell.title')}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          {items.length === 0 ? (
            <p className="px-3 py-4 text-center text-sm text-slate-600 dark:text-slate-400">{t('bell.empty')}</p>
          ) : (
            items.map((item) => (
              <DropdownMenu.Item
                key={item.id}
                className={itemClass}
                onSelect={() => open(item)}
                data-notification={item.id}
              >
                <span className="block font-medium">{item.title}</span>
                <span className="block text-slate-600 dark:text-slate-400">{item.message}</span>
                <time dateTime={item.created_at} className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                  {formatDate(item.created_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </DropdownMenu.Item>
            ))
          )}
          {items.length > 0 && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <DropdownMenu.Item
                className={`${itemClass} text-center font-medium text-brand-700 dark:text-brand-300`}
                onSelect={() => all.mutate()}
              >
                {t('bell.markAllRead')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
