import type { FieldErrors, Path } from 'react-hook-form';

import type { HomeContentInput } from '@app/shared';

/** A field of the home page's content, e.g. 'hero.stats.0.value'. */
export type HomePath = Path<HomeContentInput>;
export type HomeErrors = FieldErrors<HomeContentInput>;

export const LINK_HINT = 'A site path such as /kodr, an #anchor, or an https:// address.';
