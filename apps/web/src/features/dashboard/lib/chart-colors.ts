import type { RegistrationSource } from '@app/shared';

/**
 * Series colours (hex: recharts draws SVG fills, not Tailwind classes). Four hues far apart
 * for the registration kinds, the brand violet for money and conversions.
 */
export const KIND_COLORS: Record<RegistrationSource, string> = {
  kodr: '#7c3aed', // brand-600
  kodex: '#0ea5e9', // sky-500
  webinars: '#f59e0b', // amber-500
  callbacks: '#10b981', // emerald-500
};
export const REVENUE_COLOR = '#7c3aed';
export const LEADS_COLOR = '#c4b5fd'; // brand-300
export const CONVERSIONS_COLOR = '#5b21b6'; // brand-800
export const GRID_COLOR = '#e2e8f0'; // slate-200
export const AXIS_TEXT_COLOR = '#64748b'; // slate-500
