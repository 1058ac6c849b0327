import { useFieldArray, useFormContext } from 'react-hook-form';

import type { HomeContentInput } from '@app/shared';

import { FormText, FormTextArea } from '@/components/form';

import { ItemCard, ItemList } from './item-card.tsx';
import { FieldGroup } from './section-group.tsx';

export function TestimonialsFields() {
  const { control } = useFormContext<HomeContentInput>();
  const items = useFieldArray({ control, name: 'testimonials.items' });
  return (
    <div className="space-y-8">
      <FieldGroup title="Section">
        <FormText name="testimonials.title" label="Section title" />
      </FieldGroup>
      <FieldGroup title="Testimonials">
        <ItemList
          noun="Testimonial"
          count={items.fields.length}
          max={9}
          onAdd={() => items.append({ name: '', role: '', quote: '' })}
          emptyText="No testimonials: the section is hidden on the home page until you add one."
        >
          {items.fields.map((field, index) => (
            <ItemCard
              key={field.id}
              title={`Testimonial ${index + 1}`}
              index={index}
              count={items.fields.length}
              onMove={items.move}
              onRemove={items.remove}
            >
              <div className="grid gap-4 @lg:grid-cols-2">
                <FormText name={`testimonials.items.${index}.name`} label="Name" />
                <FormText
                  name={`testimonials.items.${index}.role`}
                  label="Role (optional)"
                  placeholder="SDE-1, product company"
                />
              </div>
              <FormTextArea
                autoGrow
                name={`testimonials.items.${index}.quote`}
                label="Quote"
                rows={4}
              />
            </ItemCard>
          ))}
        </ItemList>
      </FieldGroup>
    </div>
  );
}
