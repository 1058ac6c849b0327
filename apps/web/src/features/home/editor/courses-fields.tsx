import { useFieldArray, useFormContext } from 'react-hook-form';

import type { HomeContentInput } from '@app/shared';

import { FormText, FormTextArea, LINK_HINT } from './form-fields.tsx';
import { ItemCard, ItemList } from './item-card.tsx';
import { FieldGroup } from './section-group.tsx';

const EMPTY_COURSE = {
  title: '',
  description: '',
  level: '',
  duration: '',
  price: '',
  tag: '',
  href: '/courses',
};

export function CoursesFields() {
  const { control } = useFormContext<HomeContentInput>();
  const items = useFieldArray({ control, name: 'featuredCourses.items' });
  return (
    <div className="space-y-8">
      <FieldGroup title="Section">
        <FormText name="featuredCourses.title" label="Section title" />
      </FieldGroup>
      <FieldGroup title="Courses">
        <ItemList
          noun="Course"
          count={items.fields.length}
          max={6}
          onAdd={() => items.append(EMPTY_COURSE)}
          emptyText="No courses: the section is hidden on the home page until you add one."
        >
          {items.fields.map((field, index) => {
            const at = `featuredCourses.items.${index}` as const;
            return (
              <ItemCard
                key={field.id}
                title={`Course ${index + 1}`}
                index={index}
                count={items.fields.length}
                onMove={items.move}
                onRemove={items.remove}
              >
                <FormText name={`${at}.title`} label="Title" />
                <FormTextArea name={`${at}.description`} label="Description" />
                <div className="grid gap-4 @lg:grid-cols-2">
                  <FormText name={`${at}.level`} label="Level (optional)" placeholder="Beginner" />
                  <FormText
                    name={`${at}.duration`}
                    label="Duration (optional)"
                    placeholder="12 weeks"
                  />
                  <FormText name={`${at}.price`} label="Price (optional)" placeholder="₹14,999" />
                  <FormText name={`${at}.tag`} label="Tag (optional)" placeholder="Online" />
                </div>
                <FormText name={`${at}.href`} label="Link" hint={LINK_HINT} />
              </ItemCard>
            );
          })}
        </ItemList>
      </FieldGroup>
    </div>
  );
}
