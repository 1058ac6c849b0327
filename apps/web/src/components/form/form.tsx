import { zodResolver } from '@hookform/resolvers/zod';
import {
  useEffect,
  useRef,
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  FormProvider,
  set,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

import { MSG } from '@app/shared';

import { Button, type ButtonProps } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { clientMessage, fieldIssues, type FieldIssue } from '@/core/api-client';
import { toast } from '@/core/toast';

import { errorPaths, focusFirstInvalid, hasPath } from './form-errors.ts';
import { FormLookContext, type FormLook } from './form-look.ts';

export type ZodFormOptions<TValues extends FieldValues, TOut> = Omit<
  UseFormProps<TValues, unknown, TOut>,
  'resolver' | 'defaultValues'
> & {
  defaultValues: TValues;
  /**
   * Rules the schema checks only once every field passes (a refine on the whole object), run
   * here on every check too, so their messages show beside the fields' own.
   */
  alsoCheck?: (values: TValues) => FieldIssue[];
};

/**
 * react-hook-form on a shared Zod schema, the one the API checks again. The form's values are
 * typed by `defaultValues` (an editor may keep every part present where the schema's input has
 * them optional); a field's message updates as it is edited after a first submit.
 */
export function useZodForm<TOut, TValues extends FieldValues>(
  schema: z.ZodType<TOut>,
  { alsoCheck, ...options }: ZodFormOptions<TValues, TOut>,
): UseFormReturn<TValues, unknown, TOut> {
  const schemaResolver = zodResolver(schema as never) as unknown as Resolver<
    TValues,
    unknown,
    TOut
  >;
  const resolver: Resolver<TValues, unknown, TOut> = async (values, context, resolverOptions) => {
    const result = await schemaResolver(values, context, resolverOptions);
    const extra = alsoCheck?.(values).filter((i) => !hasPath(result.errors, i.field)) ?? [];
    if (extra.length === 0 || Object.keys(result.errors).length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<TValues>;
    for (const i of extra) set(errors, i.field, { type: 'custom', message: i.message });
    return { values: {}, errors };
  };
  return useForm<TValues, unknown, TOut>({
    reValidateMode: 'onChange',
    // <Form> focuses the first invalid control in page order (react-hook-form's own order is
    // the order fields registered, which a field set rendered by children does not keep).
    shouldFocusError: false,
    ...options,
    defaultValues: options.defaultValues as DefaultValues<TValues>,
    resolver,
  });
}

export type FailureOptions = {
  /** The text for a failure no field takes: clientMessage's fallback, or made from the error. */
  failureMessage?: string | ((error: unknown) => string);
  /**
   * 'alert' (default): the text in the form's <FormServerAlert> unless every issue found its
   * field; 'alert+toast': that alert also as a toast; 'toast': a toast with the first field's
   * message, or the text.
   */
  tell?: 'alert' | 'alert+toast' | 'toast';
  /** The form path that shows a server field ('rules.0' → 'rulesText'), when they differ. */
  fieldOf?: (serverField: string) => string;
};

const textOf = (error: unknown, failureMessage: FailureOptions['failureMessage']) =>
  typeof failureMessage === 'function'
    ? failureMessage(error)
    : clientMessage(error, failureMessage ?? MSG.unknownApiError);

/**
 * Shows a failed save: the server's field issues under their fields (those the form has), the
 * rest as the form's alert or a toast. Answers whether any field got a message.
 */
export function showFailure<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  error: unknown,
  { failureMessage, tell = 'alert', fieldOf = (field) => field }: FailureOptions = {},
): boolean {
  const issues = fieldIssues(error).map((i) => ({ ...i, field: fieldOf(i.field) }));
  const values = form.getValues();
  const placed = issues.filter((i) => hasPath(values, i.field));
  for (const i of placed) {
    form.setError(i.field as Path<TValues>, { type: 'server', message: i.message });
  }
  if (tell === 'toast') {
    toast.error(issues[0]?.message ?? textOf(error, failureMessage));
  } else if (placed.length === 0 || placed.length < issues.length) {
    const message = textOf(error, failureMessage);
    form.setError('root.server', { type: 'server', message });
    if (tell === 'alert+toast') toast.error(message);
  }
  return placed.length > 0;
}

type FormProps<TValues extends FieldValues, TOut> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid' | 'children'
> &
  FailureOptions & {
    form: UseFormReturn<TValues, unknown, TOut>;
    /** Saves; a rejection is shown by showFailure (fields, then alert or toast). */
    onSubmit: (values: TOut) => unknown;
    /** After a failed check, and after the server's answer put messages on fields. */
    onInvalid?: (errors: FieldErrors<TValues>) => void;
    /**
     * Then scroll to the first invalid control in page order and focus it (default), or leave
     * the focus to `onInvalid` (e.g. an editor that first opens the tab holding the field).
     */
    focusInvalid?: boolean;
    /** Each edit clears its field's message and the alert; the next submit checks everything. */
    editClearsErrors?: boolean;
    /** 'admin' (compact, the default) or 'public' (the public site's tall fields). */
    look?: FormLook;
    children: ReactNode;
  };

/**
 * A form on useZodForm's state: provides it to the field set, checks on submit, hands the
 * parsed values to `onSubmit`, and places what the server refused (showFailure).
 */
export function Form<TValues extends FieldValues, TOut>({
  form,
  onSubmit,
  onInvalid,
  focusInvalid = true,
  editClearsErrors = false,
  look = 'admin',
  failureMessage,
  tell,
  fieldOf,
  onChange,
  children,
  ...rest
}: FormProps<TValues, TOut>) {
  const element = useRef<HTMLFormElement>(null);
  const isFocusDue = useRef(false);
  const { isSubmitting } = useFormState({ control: form.control });
  // Once the submit is over and its messages are on screen (a fieldset disabled while saving
  // would refuse the focus).
  useEffect(() => {
    if (!isFocusDue.current || isSubmitting) return;
    isFocusDue.current = false;
    focusFirstInvalid(element.current, errorPaths(form.formState.errors));
  });
  const afterInvalid = (errors: FieldErrors<TValues>) => {
    onInvalid?.(errors);
    if (focusInvalid) isFocusDue.current = true;
  };
  // Built in the handler: the callbacks reach the form element's ref only when it runs.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        const untyped = form as unknown as UseFormReturn<TValues, unknown, unknown>;
        if (showFailure(untyped, error, { failureMessage, tell, fieldOf })) {
          afterInvalid(form.formState.errors);
        }
      }
    }, afterInvalid)(event);

  // Every edit of a control inside: the bubbling input event. (The DOM's change event waits for a
  // text box to lose the focus, and Preact hands a form's onChange to it as it is.)
  const onEdit = (event: FormEvent<HTMLFormElement>) => {
    onChange?.(event as ChangeEvent<HTMLFormElement>);
    const name = (event.target as unknown as HTMLInputElement).name;
    if (!editClearsErrors || !name) return;
    form.clearErrors(name as Path<TValues>);
    form.clearErrors('root.server');
  };

  return (
    <FormProvider {...form}>
      <FormLookContext value={look}>
        <form ref={element} noValidate onSubmit={submit} onInput={onEdit} {...rest}>
          {children}
        </form>
      </FormLookContext>
    </FormProvider>
  );
}

/** The form's alert: what the last save failed with, where no field took it. */
export function FormServerAlert({ testId }: { testId?: string }) {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  return message ? <FormAlert message={message} testId={testId} /> : null;
}

/** The submit button: spins and stays disabled while the form's onSubmit is running. */
export function SubmitButton({ isLoading, ...props }: Omit<ButtonProps, 'type'>) {
  const { isSubmitting } = useFormState();
  return <Button {...props} type="submit" isLoading={isLoading || isSubmitting} />;
}
