import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type FieldProps = {
  label: string;
  /** Shown under the control and announced; also marks the control invalid. */
  error?: string;
};

/** The label, the control and its validation message, tied together through ids and aria attributes. */
function Field({
  id,
  label,
  error,
  control,
}: FieldProps & {
  id: string | undefined;
  control: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={controlId}>{label}</Label>
      {control({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = ComponentProps<'input'> & FieldProps;

/** A labelled input whose validation message is tied to it through aria-describedby. */
export function TextField({ id, label, error, ...inputProps }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} control={(aria) => <Input {...aria} {...inputProps} />} />
  );
}

// The look of an Input, for the other form controls.
const controlClassName = cn(
  'w-full min-w-0 rounded-md border border-input bg-card px-3 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
);

/** A labelled multi-line text input, as TextField. */
export function TextAreaField({
  id,
  label,
  error,
  className,
  ...props
}: ComponentProps<'textarea'> & FieldProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      control={(aria) => (
        <textarea className={cn(controlClassName, 'min-h-20 py-2', className)} {...aria} {...props} />
      )}
    />
  );
}

/** A labelled native select, as TextField; pass the options as children. */
export function SelectField({
  id,
  label,
  error,
  className,
  ...props
}: ComponentProps<'select'> & FieldProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      control={(aria) => <select className={cn(controlClassName, 'h-9', className)} {...aria} {...props} />}
    />
  );
}
