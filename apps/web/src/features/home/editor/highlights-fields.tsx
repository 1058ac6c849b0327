import { useFieldArray, useFormContext } from 'react-hook-form';

import { HOME_ICONS, type HomeContentInput } from '@app/shared';

import { FormSelect, FormText, FormTextArea } from '@/components/form';

import { HOME_ICON_MAP } from '../components/home-icons.ts';
import { ItemCard, ItemList } from './item-card.tsx';
import { FieldGroup } from './section-group.tsx';

const ICON_OPTIONS = HOME_ICONS.map((name) => ({ value: name, label: HOME_ICON_MAP[name].label }));

export function HighlightsFields() {
  const { control } = useFormContext<HomeContentInput>();
  const items = useFieldArray({ control, name: 'highlights.items' });
  return (
    <div className="space-y-8">
      <FieldGroup title="Section">
        <FormText name="highlights.title" label="Section title" />
      </FieldGroup>
      <FieldGroup title="Highlights">
        <ItemList
          noun="Highlight"
          count={items.fields.length}
          max={8}
          onAdd={() => items.append({ icon: 'code', title: '', text: '' })}
          emptyText="No highlights: the section is hidden on the home page until you add one."
        >
          {items.fields.map((field, index) => (
            <ItemCard
              key={field.id}
              title={`Highlight ${index + 1}`}
              index={index}
              count={items.fields.length}
              onMove={items.move}
              onRemove={items.remove}
            >
              <div className="grid gap-4 @lg:grid-cols-[10rem_minmax(0,1fr)]">
                <FormSelect
                  name={`highlights.items.${index}.icon`}
                  label="Icon"
                  options={ICON_OPTIONS}
                />
                <FormText name={`highlights.items.${index}.title`} label="Title" />
              </div>
              <FormTextArea autoGrow name={`highlights.items.${index}.text`} label="Text" />
            </ItemCard>
          ))}
        </ItemList>
      </FieldGroup>
    </div>
  );
}
