import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cx } from '../cx';
import styles from './form-field.module.css';

/** What a custom control must spread to be wired to the label, hint and error. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface BaseFieldProps {
  label: ReactNode;
  /** Shown under the control, linked with aria-describedby; sets aria-invalid and the red border. */
  error?: string | null;
  hint?: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  required?: boolean;
  className?: string;
}

export type InputFieldProps = BaseFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children' | 'required'> & {
    as?: 'input';
    ref?: Ref<HTMLInputElement>;
  };

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = BaseFieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'required'> & {
    as: 'select';
    options?: readonly SelectOption[];
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export type TextareaFieldProps = BaseFieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'children' | 'required'> & {
    as: 'textarea';
    ref?: Ref<HTMLTextAreaElement>;
  };

export type RenderFieldProps = BaseFieldProps & {
  as?: undefined;
  /** Render any control (date picker, phone with prefix...) with the wiring props. */
  render: (control: FieldControlProps) => ReactNode;
};

export type FormFieldProps = InputFieldProps | SelectFieldProps | TextareaFieldProps | RenderFieldProps;

/** Label, control, hint and error text, wired for assistive technology. */
export function FormField(props: FormFieldProps) {
  const generatedId = useId();
  const { label, error, hint, hideLabel = false, id = generatedId, required = false, className } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    className: cx(styles.control, error && styles.invalid),
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    ...(required ? { 'aria-required': true } : {}),
  };

  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={cx(styles.label, hideLabel && styles.labelHidden)}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {renderControl(props, control, required)}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function renderControl(props: FormFieldProps, control: FieldControlProps, required: boolean): ReactNode {
  if ('render' in props && typeof props.render === 'function') return props.render(control);
  if (props.as === 'select') {
    const { label: _l, error: _e, hint: _h, hideLabel: _hl, id: _i, required: _r, className: _c, as: _as, options, placeholder, children, ...rest } = props;
    return (
      <select {...rest} {...control} required={required}>
        {placeholder !== undefined && (
          <option value="" disabled={required}>
            {placeholder}
          </option>
        )}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    );
  }
  if (props.as === 'textarea') {
    const { label: _l, error: _e, hint: _h, hideLabel: _hl, id: _i, required: _r, className: _c, as: _as, ...rest } = props;
    return <textarea {...rest} {...control} required={required} />;
  }
  const { label: _l, error: _e, hint: _h, hideLabel: _hl, id: _i, required: _r, className: _c, as: _as, ...rest } = props as InputFieldProps;
  return <input {...rest} {...control} required={required} />;
}
