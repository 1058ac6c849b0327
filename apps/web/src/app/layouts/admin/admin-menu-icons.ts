import {
  BadgeCheck,
  Ban,
  BookOpen,
  ClipboardList,
  CreditCard,
  FilePlus2,
  History,
  House,
  LayoutDashboard,
  Link2,
  PhoneCall,
  TicketPercent,
  Trophy,
  UserCheck,
  Users,
  Video,
  Zap,
  type LucideIcon,
} from 'lucide-react';

import type { MenuKey } from '@app/shared';

/** One icon per sidebar entry; typed by MenuKey so a new menu item cannot miss its icon. */
export const ADMIN_MENU_ICONS: Record<MenuKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  questions: FilePlus2,
  courses: BookOpen,
  kodrRegistrations: ClipboardList,
  kodexRegistrations: Trophy,
  whizz: Zap,
  webinars: Video,
  payments: CreditCard,
  paymentApproval: BadgeCheck,
  activityLogs: History,
  utm: Link2,
  users: Users,
  ban: Ban,
  coupons: TicketPercent,
  callbacks: PhoneCall,
  verifyUser: UserCheck,
  editHome: House,
};
