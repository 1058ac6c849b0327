/** Each card of the course editor, in page order, by its anchor id: its heading and index link. */
export const SECTION_TITLES = {
  basics: 'Basics',
  pricing: 'Pricing',
  people: 'Instructors & access',
  listing: 'Catalogue listing',
  about: 'Description & video',
  learning: 'What students get',
  outline: 'Content outline',
  faqs: 'FAQs',
  modules: 'Modules & lessons',
  announcements: 'Announcements',
} as const;

export type EditorSectionId = keyof typeof SECTION_TITLES;

/** The cards a course has only once it is saved (they save on their own). */
const SAVED_ONLY = new Set<string>(['modules', 'announcements']);

/** The section index's links: every card of a saved course, the form's cards of a new one. */
export function editorSections(isSaved: boolean): { id: string; label: string }[] {
  return Object.entries(SECTION_TITLES)
    .filter(([id]) => isSaved || !SAVED_ONLY.has(id))
    .map(([id, label]) => ({ id, label }));
}
