import { useFieldArray, useFormContext } from 'react-hook-form';

import type { HomeContentInput } from '@app/shared';

import { FormText, FormTextArea } from '@/components/form';

import { ItemCard, ItemList } from './item-card.tsx';
import { FieldGroup } from './section-group.tsx';

export function FaqFields() {
  const { control } = useFormContext<HomeContentInput>();
  const items = useFieldArray({ control, name: 'faq.items' });
  return (
    <div className="space-y-8">
      <FieldGroup title="Section">
        <FormText name="faq.title" label="Section title" />
      </FieldGroup>
      <FieldGroup title="Questions">
        <ItemList
          noun="Question"
          count={items.fields.length}
          max={15}
          onAdd={() => items.append({ question: '', answer: '' })}
          emptyText="No questions: the section is hidden on the home page until you add one."
        >
          {items.fields.map((field, index) => (
            <ItemCard
              key={field.id}
              title={`Question ${index + 1}`}
              index={index}
              count={items.fields.length}
              onMove={items.move}
              onRemove={items.remove}
            >
              <FormText name={`faq.items.${index}.question`} label="Question" />
              <FormTextArea autoGrow name={`faq.items.${index}.answer`} label="Answer" rows={4} />
            </ItemCard>
          ))}
        </ItemList>
      </FieldGroup>
    </div>
  );
}
