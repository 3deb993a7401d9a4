import { lazy } from 'react';
import {
  BarChart3,
  Bell,
  BookOpen,
  CalendarCheck,
  Footprints,
  LayoutDashboard,
  MapPin,
  MessageSquare,
  Package,
  Settings,
  Star,
  Ticket,
  Users,
} from 'lucide-react';
import type { AdminResourceEntry } from './types';

/**
 * The whole back office in one list: the sidebar in order, each tab's address (/admin/<id>) and
 * its screen, loaded when first opened. A resource's columns, filters and form live in its folder
 * (`destinations/destinations.resource.tsx`). An unknown id falls back to the dashboard.
 */
export const ADMIN_RESOURCES: AdminResourceEntry[] = [
  { id: 'dashboard', labelKey: 'admin.tabs.dashboard', icon: LayoutDashboard },
  {
    id: 'destinations',
    labelKey: 'admin.tabs.destinations',
    icon: MapPin,
    screen: lazy(() => import('./destinations/destinations-screen')),
  },
  { id: 'tours', labelKey: 'admin.tabs.tours', icon: BarChart3 },
  { id: 'treks', labelKey: 'admin.tabs.treks', icon: Footprints },
  { id: 'enquiries', labelKey: 'admin.tabs.enquiries', icon: MessageSquare },
  { id: 'bookings', labelKey: 'admin.tabs.bookings', icon: CalendarCheck },
  { id: 'reviews', labelKey: 'admin.tabs.reviews', icon: Star },
  { id: 'blogs', labelKey: 'admin.tabs.blogs', icon: BookOpen },
  { id: 'coupons', labelKey: 'admin.tabs.coupons', icon: Ticket },
  { id: 'users', labelKey: 'admin.tabs.users', icon: Users },
  { id: 'custom-packages', labelKey: 'admin.tabs.customPackages', icon: Package },
  { id: 'notifications', labelKey: 'admin.tabs.notifications', icon: Bell },
  { id: 'settings', labelKey: 'admin.tabs.settings', icon: Settings },
];

export const DEFAULT_RESOURCE = ADMIN_RESOURCES[0]!;
export const findResource = (id: string | undefined): AdminResourceEntry =>
  ADMIN_RESOURCES.find((entry) => entry.id === id) ?? DEFAULT_RESOURCE;
