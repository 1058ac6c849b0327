import { useFieldArray, useFormContext } from 'react-hook-form';

import type { HomeContentInput } from '@app/shared';

import { FormText, FormTextArea } from '@/components/form';

import { LINK_HINT } from './home-form.ts';
import { ItemCard, ItemList } from './item-card.tsx';
import { FieldGroup } from './section-group.tsx';

export function HeroFields() {
  const { control } = useFormContext<HomeContentInput>();
  const stats = useFieldArray({ control, name: 'hero.stats' });
  return (
    <div className="space-y-8">
      <FieldGroup title="Headline">
        <FormText
          name="hero.eyebrow"
          label="Eyebrow (optional)"
          hint="A short line above the title."
        />
        <FormTextArea autoGrow name="hero.title" label="Title" rows={2} />
        <FormTextArea autoGrow name="hero.subtitle" label="Subtitle" rows={4} />
      </FieldGroup>
      <FieldGroup title="Buttons">
        <div className="grid gap-4 @lg:grid-cols-2">
          <FormText name="hero.primaryCta.label" label="Main button label" />
          <FormText name="hero.primaryCta.href" label="Main button link" hint={LINK_HINT} />
        </div>
        <FormText
          name="hero.callbackLabel"
          label="Callback button label"
          hint="This button opens the callback request form."
        />
      </FieldGroup>
      <FieldGroup title="Stats">
        <ItemList
          noun="Stat"
          count={stats.fields.length}
          max={4}
          onAdd={() => stats.append({ value: '', label: '' })}
          emptyText="No stats: the hero shows its buttons only."
        >
          {stats.fields.map((field, index) => (
            <ItemCard
              key={field.id}
              title={`Stat ${index + 1}`}
              index={index}
              count={stats.fields.length}
              onMove={stats.move}
              onRemove={stats.remove}
            >
              <div className="grid gap-4 @lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
                <FormText name={`hero.stats.${index}.value`} label="Value" placeholder="4,800+" />
                <FormText
                  name={`hero.stats.${index}.label`}
                  label="Label"
                  placeholder="learners trained"
                />
              </div>
            </ItemCard>
          ))}
        </ItemList>
      </FieldGroup>
    </div>
  );
}
