import {
  Brain,
  BriefcaseBusiness,
  Clock,
  CodeXml,
  Laptop,
  MessagesSquare,
  Rocket,
  ShieldCheck,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';

import type { HOME_ICONS } from '@app/shared';

export type HomeIconName = (typeof HOME_ICONS)[number];

/** The lucide icon and the editor's label for each icon name staff may pick. */
export const HOME_ICON_MAP: Record<HomeIconName, { icon: LucideIcon; label: string }> = {
  code: { icon: CodeXml, label: 'Code' },
  users: { icon: Users, label: 'People' },
  rocket: { icon: Rocket, label: 'Rocket' },
  briefcase: { icon: BriefcaseBusiness, label: 'Briefcase' },
  trophy: { icon: Trophy, label: 'Trophy' },
  brain: { icon: Brain, label: 'Brain' },
  clock: { icon: Clock, label: 'Clock' },
  shield: { icon: ShieldCheck, label: 'Shield' },
  laptop: { icon: Laptop, label: 'Laptop' },
  message: { icon: MessagesSquare, label: 'Chat' },
};
