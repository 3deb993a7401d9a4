import type { AdminCoupon } from '@trails/contracts/admin-coupons';
import { ADMIN_COUPON_SORTS, COUPON_STATUSES } from '@trails/contracts/admin-coupons';
import { rowControlsClass } from '../../components/data-table';
import { DateCell } from '../../components/cells';
import type { ListResource } from '../types';
import { ActiveToggle, CouponDetailButton, DiscountCell, UsesCell, ValidityCell } from './coupon-cells';
import { CouponForm } from './coupon-form';

/** Coupons, declared: code, discount, validity, uses and limit, the active switch, details. */
export const couponsResource: ListResource<AdminCoupon> = {
  name: 'coupons',
  titleKey: 'coupons.title',
  addKey: 'coupons.add',
  searchKey: 'coupons.search',
  sorts: ADMIN_COUPON_SORTS,
  defaultSort: 'created_at',
  defaultDirection: 'desc',
  filters: [
    {
      key: 'status',
      labelKey: 'coupons.filters.status',
      options: COUPON_STATUSES.map((value) => ({ value, labelKey: `coupons.statuses.${value}` })),
    },
  ],
  columns: [
    {
      id: 'code',
      headerKey: 'coupons.columns.code',
      sortKey: 'code',
      cell: (row) => (
        <div>
          <p className="font-mono font-medium text-slate-900 dark:text-slate-100">{row.code}</p>
          {row.description && (
            <p className="line-clamp-2 max-w-52 text-xs text-slate-500 dark:text-slate-400">{row.description}</p>
          )}
        </div>
      ),
    },
    { id: 'discount', headerKey: 'coupons.columns.discount', cell: (row) => <DiscountCell coupon={row} /> },
    {
      id: 'validity',
      headerKey: 'coupons.columns.validity',
      sortKey: 'valid_until',
      cell: (row) => <ValidityCell coupon={row} />,
    },
    { id: 'uses', headerKey: 'coupons.columns.uses', cell: (row) => <UsesCell coupon={row} /> },
    { id: 'status', headerKey: 'coupons.columns.status', cell: (row) => <ActiveToggle coupon={row} /> },
    {
      id: 'created',
      headerKey: 'coupons.columns.created',
      sortKey: 'created_at',
      className: 'whitespace-nowrap',
      cell: (row) => <DateCell value={row.created_at} />,
    },
    {
      id: 'details',
      headerKey: 'coupons.details',
      className: rowControlsClass,
      cell: (row) => <CouponDetailButton coupon={row} />,
    },
  ],
  recordName: (row) => row.code,
  Form: CouponForm,
  messages: { deleted: 'couponDeleted', failedToDelete: 'failedToDeleteCoupon' },
};
