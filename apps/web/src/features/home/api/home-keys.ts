/** Query keys of the home feature; the public page and the editor cache separately. */
export const homeKeys = {
  all: ['home'] as const,
  public: () => [...homeKeys.all, 'public'] as const,
  admin: () => [...homeKeys.all, 'admin'] as const,
};
