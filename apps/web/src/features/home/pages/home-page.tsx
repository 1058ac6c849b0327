import { DEFAULT_HOME_CONTENT } from '@app/shared';

import { openCallbackPopup } from '@/core/callback-popup';

import { useHome } from '../api/get-home.ts';
import { HomeSections } from '../components/home-sections.tsx';

const requestCallback = () => openCallbackPopup();

/**
 * `/`: the content staff publish at /admin/edit-home. It paints at once from the last copy this
 * browser saw (or the default) and swaps in the published content when it arrives; if the call
 * fails the visitor still gets a complete page.
 */
export default function HomePage() {
  const { data } = useHome();
  const content = data?.home ?? DEFAULT_HOME_CONTENT;
  return (
    <>
      {/* The same title the server puts in the page's head (API features/seo). */}
      <title>{`${content.hero.title} | KodeSchool`}</title>
      <HomeSections
        content={content}
        courses={data?.courses ?? []}
        onRequestCallback={requestCallback}
      />
    </>
  );
}
