/** Main site sections; their pages arrive with later issues. */
export const PUBLIC_NAV = [
  { label: 'Courses', to: '/courses' },
  { label: 'Kodr Bootcamp', to: '/kodr' },
  { label: 'Whizz', to: '/whizz' },
  { label: 'Kodex', to: '/kodex' },
  { label: 'Webinars', to: '/webinars' },
] as const;
