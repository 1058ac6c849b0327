import { Layers } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';

import {
  COURSES_MSG,
  ZCourseModulesBody,
  type AdminCourseModule,
  type CourseModulesBody,
} from '@app/shared';

import { EmptyNote, FieldArrayList } from '@/components/admin/field-array-list';
import { QueryBlock } from '@/components/admin/query-block';
import { SaveBar } from '@/components/admin/save-bar';
import { countErrors, Form, useZodForm } from '@/components/form';
import { toast } from '@/core/toast';

import {
  SAVE_MODULES_FAILED,
  useCourseModules,
  useSaveCourseModules,
} from '../../api/course-modules.ts';
import { emptyModule, modulesToValues } from '../../lib/modules-form.ts';
import { EditorCard } from '../editor-card.tsx';
import { ModuleCard } from './module-card.tsx';

type ModulesEditorProps = { courseId: string; onDirtyChange: (isDirty: boolean) => void };

/** The Modules & lessons card of the edit page: loads the modules, then their editor. */
export function ModulesEditor({ courseId, onDirtyChange }: ModulesEditorProps) {
  const query = useCourseModules(courseId);
  return (
    <EditorCard
      id="modules"
      icon={Layers}
      description="What enrolled students work through in their classroom. Preview lessons are open to everyone."
    >
      <QueryBlock
        query={query}
        loadingLabel="Loading modules…"
        skeletonClassName="h-28"
        failedMessage={COURSES_MSG.fetchModulesFailed}
        className="space-y-3"
      >
        {(modules) => (
          <ModulesForm courseId={courseId} modules={modules} onDirtyChange={onDirtyChange} />
        )}
      </QueryBlock>
    </EditorCard>
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
        <FieldArrayList
          array={list}
          empty={
            <EmptyNote className="py-8">
              No modules yet. Add the first one, then its lessons.
            </EmptyNote>
          }
          listClassName="space-y-4"
          renderEntry={(key, controls) => <ModuleCard key={key} {...controls} />}
          add={{
            noun: 'module',
            max: 100,
            onAdd: () => list.append(emptyModule()),
            testId: 'module-add',
          }}
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
