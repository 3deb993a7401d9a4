import type { ComponentType, LazyExoticComponent } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { AdminMessageKey } from '@trails/contracts';
import type { AdminColumn } from '../components/data-table';
import type { ListConfig } from '../lib/list-state';

/** A sidebar entry of the back office; `screen` is loaded the first time the tab opens. */
export interface AdminResourceEntry {
  /** Tab id and address: /admin/<id>. */
  id: string;
  /** Translation key (common namespace) of the tab label. */
  labelKey: string;
  icon: LucideIcon;
  /** Without one, the tab says its screen is coming. */
  screen?: LazyExoticComponent<ComponentType>;
}

/** What the Create / Edit modal of a resource receives: no record means Create. */
export interface ResourceFormProps<T> {
  record: T | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A list screen, declared as data: the shared ResourceList draws it. Label keys are in the admin namespace. */
export interface ListResource<T extends { id: number }> extends ListConfig {
  /** The API resource: /api/admin/<name>. */
  name: string;
  titleKey: string;
  addKey: string;
  searchKey: string;
  columns: readonly AdminColumn<T>[];
  /** How a record is named in labels and the delete question. */
  recordName: (record: T) => string;
  Form: ComponentType<ResourceFormProps<T>>;
  messages: { deleted: AdminMessageKey; failedToDelete: AdminMessageKey };
}
