import type { AdminUser } from '@trails/contracts/admin-users';
import { ADMIN_USER_SORTS } from '@trails/contracts/admin-users';
import { DateCell } from '../../components/cells';
import type { ListResource } from '../types';
import { BlockToggleCell, LastLoginCell, UserCell, VerifiedCell } from './user-cells';
import { UserDetails } from './user-details';
import { UserForm } from './user-form';
import { UserSummary } from './user-summary';

/** Manage Users, declared: cards, columns, filters, sort, form, details and messages. */
export const usersResource: ListResource<AdminUser> = {
  name: 'users',
  titleKey: 'users.title',
  addKey: 'users.add',
  searchKey: 'users.search',
  sorts: ADMIN_USER_SORTS,
  defaultSort: 'created_at',
  defaultDirection: 'desc',
  filters: [
    {
      key: 'role',
      labelKey: 'users.filters.role',
      options: [
        { value: 'customer', labelKey: 'users.roles.customer' },
        { value: 'staff', labelKey: 'users.roles.staff' },
        { value: 'admin', labelKey: 'users.roles.admin' },
      ],
    },
    {
      key: 'status',
      labelKey: 'users.filters.status',
      options: [
        { value: 'active', labelKey: 'users.status.active' },
        { value: 'blocked', labelKey: 'users.status.blocked' },
      ],
    },
    {
      key: 'verified',
      labelKey: 'users.filters.verified',
      options: [
        { value: 'true', labelKey: 'badges.yes' },
        { value: 'false', labelKey: 'badges.no' },
      ],
    },
  ],
  columns: [
    { id: 'user', headerKey: 'users.columns.user', sortKey: 'name', cell: (row) => <UserCell user={row} /> },
    {
      id: 'verified',
      headerKey: 'users.columns.verified',
      cell: (row) => <VerifiedCell value={row.email_verified_at} />,
    },
    { id: 'status', headerKey: 'users.columns.status', cell: (row) => <BlockToggleCell user={row} /> },
    {
      id: 'joined',
      headerKey: 'users.columns.joined',
      sortKey: 'created_at',
      className: 'whitespace-nowrap',
      cell: (row) => <DateCell value={row.created_at} />,
    },
    {
      id: 'last_login',
      headerKey: 'users.columns.lastLogin',
      sortKey: 'last_login_at',
      className: 'whitespace-nowrap',
      cell: (row) => <LastLoginCell value={row.last_login_at} />,
    },
  ],
  recordName: (row) => row.name,
  Form: UserForm,
  Summary: UserSummary,
  details: { Panel: UserDetails, labelKey: 'users.viewDetails', namedKey: 'users.viewDetailsNamed' },
  messages: { deleted: 'userDeleted', failedToDelete: 'failedToDeleteUser' },
};
