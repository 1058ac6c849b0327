import { FormText, FormTextArea } from '@/components/form';

import { LINK_HINT } from './home-form.ts';
import { FieldGroup } from './section-group.tsx';

export function CtaFields() {
  return (
    <div className="space-y-8">
      <FieldGroup title="Message">
        <FormTextArea autoGrow name="cta.title" label="Title" rows={2} />
        <FormTextArea autoGrow name="cta.text" label="Text" />
      </FieldGroup>
      <FieldGroup title="Button">
        <div className="grid gap-4 @lg:grid-cols-2">
          <FormText name="cta.button.label" label="Button label" />
          <FormText name="cta.button.href" label="Button link" hint={LINK_HINT} />
        </div>
        <p className="text-sm text-slate-600">
          A &lsquo;Request a callback&rsquo; button always sits beside it.
        </p>
      </FieldGroup>
    </div>
  );
}
