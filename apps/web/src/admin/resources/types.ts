import type { ComponentType, LazyExoticComponent } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { AdminMessageKey } from '@trails/contracts/admin-messages';
import type { UserRole } from '@trails/contracts/constants';
import type { AdminColumn } from '../components/data-table';
import type { ListConfig } from '../lib/list-state';
import type { AdminOperation, AdminResource } from '../lib/data-client';

/** A sidebar entry of the back office; `screen` is loaded the first time the tab opens. */
export interface AdminResourceEntry {
  /** Tab id and address: /admin/<id>. */
  id: string;
  /** Translation key (common namespace) of the tab label. */
  labelKey: string;
  icon: LucideIcon;
  /** Without one, the tab says its screen is coming. */
  screen?: LazyExoticComponent<ComponentType>;
  /**
   * Who sees the tab; without it, every back-office role. The server refuses the tab's calls to
   * anyone else (its route policy), so this only keeps the sidebar honest.
   */
  roles?: readonly UserRole[];
}

/** Whether the signed-in role may open the tab. */
export const canOpen = (entry: AdminResourceEntry, role: UserRole | undefined): boolean =>
  !entry.roles || (role !== undefined && entry.roles.includes(role));

/** What the Create / Edit modal of a resource receives: no record means Create. */
export interface ResourceFormProps<T> {
  record: T | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A list screen, declared as data: the shared ResourceList draws it. Label keys are in the admin namespace. */
export interface ListResource<T extends { id: number }> extends ListConfig {
  /** The API resource: its endpoints in the map (`adminApi[name]`). */
  name: AdminResource;
  titleKey: string;
  addKey: string;
  searchKey: string;
  columns: readonly AdminColumn<T>[];
  /** How a record is named in labels and the delete question. */
  recordName: (record: T) => string;
  Form: ComponentType<ResourceFormProps<T>>;
  messages: { deleted: AdminMessageKey; failedToDelete: AdminMessageKey };
  /** Cards above the table, from the counts the list answer carries. */
  Summary?: ComponentType<{ stats: Record<string, number> | undefined }>;
  /** A detail panel opened by a row click or the row's View Details button. */
  details?: {
    Panel: ComponentType<ResourceFormProps<T>>;
    /** Label keys of the button: shown, and for screen readers with the record's name. */
    labelKey: string;
    namedKey: string;
  };
  /** The delete question's key when it is not 'Are you sure you want to delete "{name}"?'. */
  confirmDeleteKey?: string;
  /** Buttons beside Add (Export, Import). */
  HeaderActions?: ComponentType;
  /** Calls on one record beside Edit and Delete (Duplicate, Feature...). */
  rowActions?: readonly RowAction<T>[];
  /** Who sees the Delete button; without it, every back-office role. */
  deleteRoles?: readonly UserRole[];
}

/** A button on each row that POSTs /<resource>/<id>/<action> and toasts the outcome. */
export interface RowAction<T> {
  action: AdminOperation;
  /** Label key (admin namespace); may depend on the record (Feature / Unfeature). */
  labelKey: (record: T) => string;
  icon: LucideIcon;
  messages: { done: AdminMessageKey; failed: AdminMessageKey };
}
