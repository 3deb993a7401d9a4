import { lazy } from 'react';
import {
  Route,
  Bell,
  BookOpen,
  FileText,
  CalendarCheck,
  CalendarDays,
  Footprints,
  History,
  Image,
  LayoutDashboard,
  LineChart,
  Mail,
  MapPin,
  MessageSquare,
  Package,
  Settings,
  Star,
  Wallet,
  Ticket,
  UserCircle,
  Users,
  Webhook,
} from 'lucide-react';
import type { AdminResourceEntry } from './types';

/** Tabs only admins see: accounts, settings and the outbox, coupons, webhooks (the server refuses staff too). */
const ADMIN_ONLY = ['admin'] as const;

/**
 * The whole back office in one list: the sidebar in order, each tab's address (/admin/<id>) and
 * its screen, loaded when first opened. A resource's columns, filters and form live in its folder
 * (`destinations/destinations.resource.tsx`). An unknown id falls back to the dashboard.
 */
export const ADMIN_RESOURCES: AdminResourceEntry[] = [
  {
    id: 'dashboard',
    labelKey: 'admin.tabs.dashboard',
    icon: LayoutDashboard,
    screen: lazy(() => import('./dashboard/dashboard-screen')),
  },
  {
    id: 'destinations',
    labelKey: 'admin.tabs.destinations',
    icon: MapPin,
    screen: lazy(() => import('./destinations/destinations-screen')),
  },
  { id: 'tours', labelKey: 'admin.tabs.tours', icon: Route, screen: lazy(() => import('./tours/tours-screen')) },
  { id: 'treks', labelKey: 'admin.tabs.treks', icon: Footprints, screen: lazy(() => import('./treks/treks-screen')) },
  {
    id: 'departures',
    labelKey: 'admin.tabs.departures',
    icon: CalendarDays,
    screen: lazy(() => import('./departures/departures-screen')),
  },
  {
    id: 'enquiries',
    labelKey: 'admin.tabs.enquiries',
    icon: MessageSquare,
    screen: lazy(() => import('./enquiries/enquiries-screen')),
  },
  {
    id: 'bookings',
    labelKey: 'admin.tabs.bookings',
    icon: CalendarCheck,
    screen: lazy(() => import('./bookings/bookings-screen')),
  },
  {
    id: 'payments',
    labelKey: 'admin.tabs.payments',
    icon: Wallet,
    screen: lazy(() => import('./payments/payments-screen')),
  },
  {
    id: 'reviews',
    labelKey: 'admin.tabs.reviews',
    icon: Star,
    screen: lazy(() => import('./reviews/reviews-screen')),
  },
  {
    id: 'blogs',
    labelKey: 'admin.tabs.blogs',
    icon: BookOpen,
    screen: lazy(() => import('./blogs/blogs-screen')),
  },
  {
    id: 'pages',
    labelKey: 'admin.tabs.pages',
    icon: FileText,
    screen: lazy(() => import('./pages/pages-screen')),
  },
  {
    id: 'coupons',
    labelKey: 'admin.tabs.coupons',
    icon: Ticket,
    screen: lazy(() => import('./coupons/coupons-screen')),
    roles: ADMIN_ONLY,
  },
  {
    id: 'users',
    labelKey: 'admin.tabs.users',
    icon: Users,
    screen: lazy(() => import('./users/users-screen')),
    roles: ADMIN_ONLY,
  },
  {
    id: 'analytics',
    labelKey: 'admin.tabs.analytics',
    icon: LineChart,
    screen: lazy(() => import('./analytics/analytics-screen')),
  },
  {
    id: 'custom-packages',
    labelKey: 'admin.tabs.customPackages',
    icon: Package,
    screen: lazy(() => import('./custom-packages/custom-packages-screen')),
  },
  {
    id: 'notifications',
    labelKey: 'admin.tabs.notifications',
    icon: Bell,
    screen: lazy(() => import('./notifications/notifications-screen')),
  },
  {
    id: 'activity',
    labelKey: 'admin.tabs.activity',
    icon: History,
    screen: lazy(() => import('./activity/activity-screen')),
  },
  { id: 'media', labelKey: 'admin.tabs.media', icon: Image, screen: lazy(() => import('./media/media-screen')) },
  {
    id: 'settings',
    labelKey: 'admin.tabs.settings',
    icon: Settings,
    screen: lazy(() => import('./settings/settings-screen')),
    roles: ADMIN_ONLY,
  },
  {
    id: 'profile',
    labelKey: 'admin.tabs.profile',
    icon: UserCircle,
    screen: lazy(() => import('./profile/profile-screen')),
  },
  {
    id: 'outbox',
    labelKey: 'admin.tabs.outbox',
    icon: Mail,
    screen: lazy(() => import('./outbox/outbox-screen')),
    roles: ADMIN_ONLY,
  },
  {
    id: 'webhooks',
    labelKey: 'admin.tabs.webhooks',
    icon: Webhook,
    screen: lazy(() => import('./webhooks/webhooks-screen')),
    roles: ADMIN_ONLY,
  },
];

export const DEFAULT_RESOURCE = ADMIN_RESOURCES[0]!;
export const findResource = (id: string | undefined): AdminResourceEntry =>
  ADMIN_RESOURCES.find((entry) => entry.id === id) ?? DEFAULT_RESOURCE;
