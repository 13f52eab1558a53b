import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cn } from '#lib/cn.ts';

const controlClasses =
  'w-full rounded-lg border bg-teal-950/70 px-3 py-2 text-base text-white placeholder:text-teal-400 ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-mint-300 disabled:opacity-60';

interface FieldChrome {
  /** Visible label text (required: every control has a label). */
  label: ReactNode;
  /** Error text shown in red under the control; also sets aria-invalid. */
  error?: string;
  /** The error's language when it is not the page's (a server's English check on a translated page). */
  errorLang?: string | undefined;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Appends " *" to the label. */
  markRequired?: boolean;
}

function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, errorId: `${controlId}-error`, hintId: `${controlId}-hint` };
}

function Chrome({
  label,
  error,
  errorLang,
  hint,
  markRequired,
  controlId,
  errorId,
  hintId,
  children,
}: FieldChrome & {
  controlId: string;
  errorId: string;
  hintId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={controlId} className="text-sm font-medium text-teal-50">
        {label}
        {markRequired && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={hintId} className="text-xs text-teal-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} lang={errorLang} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldChrome {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an error line; spread react-hook-form's `register('x')` into it. */
export function TextField({
  label,
  error,
  errorLang,
  hint,
  markRequired,
  id,
  className,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome {...{ label, error, errorLang, hint, markRequired }} {...ids}>
      <input
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : hint ? ids.hintId : undefined}
        className={cn(controlClasses, error ? 'border-red-400' : 'border-teal-600', className)}
        {...props}
      />
    </Chrome>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldChrome {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with an error line. */
export function TextAreaField({
  label,
  error,
  errorLang,
  hint,
  markRequired,
  id,
  className,
  ...props
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome {...{ label, error, errorLang, hint, markRequired }} {...ids}>
      <textarea
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : hint ? ids.hintId : undefined}
        className={cn(controlClasses, 'resize-y', error ? 'border-red-400' : 'border-teal-600', className)}
        {...props}
      />
    </Chrome>
  );
}
