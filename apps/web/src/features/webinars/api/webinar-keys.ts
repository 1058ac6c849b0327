/** Query keys of the public webinar pages and certificate checks. */
export const webinarKeys = {
  all: ['public-webinars'] as const,
  list: () => [...webinarKeys.all, 'list'] as const,
  detail: (webinarCode: string) => [...webinarKeys.all, 'detail', webinarCode] as const,
  certificate: (code: string) => ['certificates', code] as const,
};
