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
  type LucideIcon,
} from 'lucide-react';

export interface AdminTab {
  id: string;
  /** Translation key of its label. */
  labelKey: string;
  icon: LucideIcon;
}

/** The sidebar, in order. An unknown tab id falls back to the dashboard. */
export const ADMIN_TABS: AdminTab[] = [
  { id: 'dashboard', labelKey: 'admin.tabs.dashboard', icon: LayoutDashboard },
  { id: 'destinations', labelKey: 'admin.tabs.destinations', icon: MapPin },
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

export const DEFAULT_TAB = ADMIN_TABS[0]!;
export const findTab = (id: string | undefined): AdminTab => ADMIN_TABS.find((tab) => tab.id === id) ?? DEFAULT_TAB;
