import type { MessageDescriptor } from '@formatjs/intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from '@/app/i18n';

/** A message about a field or a form: a catalogue message, or text already in the user's language. */
export type FormMessage = MessageDescriptor | string;

/** What is wrong with each field; a field without a message (or with null or false) is valid. */
export type FieldErrors<Values> = { [Name in keyof Values]?: FormMessage | null | false };

/** What a failed submission means: messages on fields, and/or one about the whole form. */
export interface SubmitFailure {
  /** Messages by field name; one for a field the form does not have becomes the form's message. */
  fields?: Partial<Record<string, FormMessage>>;
  form?: FormMessage;
}

/** Everything a design-system field needs from the form: spread it onto TextField, PasswordField… */
export interface FieldProps<Value> {
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

export interface UseFormFieldsOptions<Values> {
  /** The fields' starting values, in the order the form shows them. */
  initialValues: Values;
  /** Checked on submit: a message for each invalid field. */
  validate?: (values: Values) => FieldErrors<Values>;
  /** Says what an error thrown (or a promise rejected) by the submission means; without it the error propagates. */
  failure?: (error: unknown) => SubmitFailure;
}

type Errors<Values> = Partial<Record<keyof Values, FormMessage>>;

/** The fields to focus the first of (in document order) once they show as invalid. */
interface FocusRequest {
  form: HTMLFormElement;
  names: readonly string[];
}

/**
 * Focuses the first invalid field in document order: a control named as an invalid field (never a
 * hidden input), or a control marked invalid that a field made of several controls (a list of time
 * ranges) draws without a name.
 */
function focusFirstInvalid({ form, names }: FocusRequest) {
  const candidates = Array.from(form.querySelectorAll<HTMLElement>('[name], [aria-invalid="true"]'));
  for (const element of candidates) {
    const name = element.getAttribute('name');
    if (name !== null && names.includes(name)) {
      // A number field's name is on a hidden input after the field: the person types in the field's
      // own input. A date picker's hidden input has none: its segments are marked invalid instead.
      const typed =
        element instanceof HTMLInputElement && element.type === 'hidden'
          ? element.previousElementSibling?.querySelector<HTMLInputElement>('input:not([type="hidden"])')
          : element;
      if (typed) return typed.focus();
    } else if (element.getAttribute('aria-invalid') === 'true' && element.tabIndex >= 0) return element.focus();
  }
}

/**
 * A form's values, per-field errors and submission. `field(name)` wires a design-system field in
 * one spread; `handleSubmit(onValid)` validates, marks and focuses the first invalid field, or
 * sends the values once (a submit while one is pending does nothing). A failed submission keeps
 * what the user typed and shows `failure(error)` on its fields and/or the form; editing a field
 * clears its error. `formProps` goes on the design-system `Form`: its `errorMessage` (announced)
 * is the form-level message, else the first invalid field's message.
 */
export function useFormFields<Values extends Record<string, unknown>>({
  initialValues,
  validate,
  failure,
}: UseFormFieldsOptions<Values>) {
  const intl = useIntl();
  const [initial, setInitial] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const [formError, setFormError] = useState<FormMessage>();
  const [isPending, setIsPending] = useState(false);
  const pending = useRef(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(focusRequest);
  }, [focusRequest]);

  const format = (message: FormMessage) => (typeof message === 'string' ? message : intl.formatMessage(message));
  const names = Object.keys(initial) as (keyof Values & string)[];
  const firstError = names.map((name) => errors[name]).find((message) => message !== undefined);
  const summary = formError ?? firstError;
  const errorMessage = summary === undefined ? undefined : format(summary);

  const field = <Name extends keyof Values & string>(name: Name): FieldProps<Values[Name]> => {
    const error = errors[name];
    return {
      name,
      value: values[name],
      onChange: (value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => {
          if (current[name] === undefined) return current;
          const { [name]: _cleared, ...rest } = current;
          return rest as Errors<Values>;
        });
      },
      isInvalid: error !== undefined,
      errorMessage: error === undefined ? undefined : format(error),
    };
  };

  /** Keeps the messages of the form's own fields; the first other one becomes the form's message. */
  const show = (found: Partial<Record<string, FormMessage | null | false>>, form: HTMLFormElement) => {
    const own: Errors<Values> = {};
    let stray: FormMessage | undefined;
    for (const [name, message] of Object.entries(found)) {
      if (!message) continue;
      if (names.includes(name)) own[name as keyof Values] = message;
      else stray ??= message;
    }
    setErrors(own);
    if (Object.keys(own).length > 0) setFocusRequest({ form, names: Object.keys(own) });
    return { invalid: Object.keys(own).length > 0 || stray !== undefined, stray };
  };

  const handleSubmit = (onValid: (values: Values) => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending.current) return;
    const form = event.currentTarget;
    const { invalid, stray } = show(validate?.(values) ?? {}, form);
    setFormError(stray);
    if (invalid) return;
    pending.current = true;
    setIsPending(true);
    const submit = async () => {
      try {
        await onValid(values);
      } catch (error) {
        if (!failure) throw error;
        const { fields = {}, form: message } = failure(error);
        const { stray: other } = show(fields, form);
        setFormError(message ?? other);
      } finally {
        pending.current = false;
        setIsPending(false);
      }
    };
    void submit();
  };

  /**
   * Back to the starting values, with no errors; or, given the values just saved, those become the
   * starting values, so the form is no longer changed.
   */
  const reset = (to: Values = initial) => {
    setInitial(to);
    setValues(to);
    setErrors({});
    setFormError(undefined);
  };

  return {
    values,
    /** True once a field differs from its starting value (a list counts as changed once edited). */
    isDirty: names.some((name) => !Object.is(values[name], initial[name])),
    field,
    handleSubmit,
    isPending,
    reset,
    /** For the design-system `Form`: this hook validates, and the summary is announced at the top. */
    formProps: { validationBehavior: 'aria' as const, errorMessage },
  };
}

/** What a form's frame needs from `useFormFields`: the design-system `Form`'s props, and whether it is being sent. */
export type SendingForm = Pick<ReturnType<typeof useFormFields>, 'formProps' | 'isPending'>;
