import { Layers, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';

import {
  COURSES_MSG,
  ZCourseModulesBody,
  type AdminCourseModule,
  type CourseModulesBody,
} from '@app/shared';

import { AddButton } from '@/components/admin/list-controls';
import { SaveBar } from '@/components/admin/save-bar';
import { SectionCard } from '@/components/admin/section-card';
import { countErrors, Form, useZodForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/core/toast';

import {
  SAVE_MODULES_FAILED,
  useCourseModules,
  useSaveCourseModules,
} from '../../api/course-modules.ts';
import { emptyModule, modulesToValues } from '../../lib/modules-form.ts';
import { ModuleCard } from './module-card.tsx';

type ModulesEditorProps = { courseId: string; onDirtyChange: (isDirty: boolean) => void };

/** The Modules & lessons card of the edit page: loads the modules, then their editor. */
export function ModulesEditor({ courseId, onDirtyChange }: ModulesEditorProps) {
  const query = useCourseModules(courseId);
  return (
    <SectionCard
      id="modules"
      icon={Layers}
      title="Modules & lessons"
      description="What enrolled students work through in their classroom. Preview lessons are open to everyone."
    >
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading modules…
          </span>
          {[0, 1].map((i) => (
            <div key={i} className="h-28 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : query.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 px-4 py-4 text-sm text-red-800">
          <p className="font-semibold">{COURSES_MSG.fetchModulesFailed}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void query.refetch()}
            isLoading={query.isFetching}
          >
            <RotateCw className="size-4" aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <ModulesForm courseId={courseId} modules={query.data} onDirtyChange={onDirtyChange} />
      )}
    </SectionCard>
  );
}

function ModulesForm({
  courseId,
  modules,
  onDirtyChange,
}: ModulesEditorProps & { modules: AdminCourseModule[] }) {
  const form = useZodForm(ZCourseModulesBody as z.ZodType<CourseModulesBody>, {
    // Every part present in the form (ModulesFormValues) versus optional in the schema's input.
    defaultValues: modulesToValues(modules),
  });
  const list = useFieldArray({ control: form.control, name: 'modules' });
  const { isDirty, errors } = form.formState;
  const save = useSaveCourseModules();

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = async (body: CourseModulesBody) => {
    const { modules: saved, message } = await save.mutateAsync({ id: courseId, body });
    form.reset(modulesToValues(saved));
    toast.success(message);
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      tell="toast"
      failureMessage={SAVE_MODULES_FAILED}
      aria-label="Modules and lessons"
      className="-mx-4 -mb-4 sm:-mx-5 sm:-mb-5"
      data-testid="modules-form"
    >
      <div className="space-y-3 px-4 pb-4 sm:px-5 sm:pb-5">
        {list.fields.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
            No modules yet. Add the first one, then its lessons.
          </p>
        ) : (
          <ol className="space-y-4">
            {list.fields.map((field, index) => (
              <ModuleCard
                key={field.id}
                index={index}
                count={list.fields.length}
                onMove={list.move}
                onRemove={list.remove}
              />
            ))}
          </ol>
        )}
        <AddButton
          noun="module"
          count={list.fields.length}
          max={100}
          onAdd={() => list.append(emptyModule())}
          testId="module-add"
        />
      </div>
      <SaveBar
        variant="card"
        isDirty={isDirty}
        isSaving={save.isPending}
        errorCount={countErrors(errors)}
        isNew={false}
        onDiscard={() => form.reset()}
        saveLabel="Save modules"
        testId="modules"
      />
    </Form>
  );
}
