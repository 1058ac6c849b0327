import type { ComponentProps } from 'react';

import { SectionCard } from '@/components/admin/section-card';

import { SECTION_TITLES, type EditorSectionId } from '../lib/editor-sections.ts';

/** A card of the course editor, titled (and linked from the section index) by its id. */
export function EditorCard({
  id,
  ...props
}: Omit<ComponentProps<typeof SectionCard>, 'id' | 'title'> & { id: EditorSectionId }) {
  return <SectionCard id={id} title={SECTION_TITLES[id]} {...props} />;
}
