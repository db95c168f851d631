import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

export interface FieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface FieldBase {
  label: ReactNode;
  /** Inline error: sets aria-invalid, links it by aria-describedby, adds .field--invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Rendered before the control in a joined group (e.g. a country-code <select className="field__input">). */
  addon?: ReactNode;
  /** Visually hide the label (still announced). */
  hideLabel?: boolean;
  className?: string;
  id?: string;
  name: string;
}

type Stripped<T> = Omit<T, 'style' | 'className' | 'id' | 'name' | 'children'>;

export type InputFieldProps = FieldBase & Stripped<InputHTMLAttributes<HTMLInputElement>> & { as?: 'input' };
export type SelectFieldProps = FieldBase &
  Stripped<SelectHTMLAttributes<HTMLSelectElement>> & {
    as: 'select';
    options: FieldOption[];
    /** First, empty option text (e.g. 'Select a service'). */
    placeholder?: string;
  };
export type TextareaFieldProps = FieldBase & Stripped<TextareaHTMLAttributes<HTMLTextAreaElement>> & { as: 'textarea' };
export type FieldProps = InputFieldProps | SelectFieldProps | TextareaFieldProps;

/** Label + input/select/textarea + hint + inline error, wired with aria-invalid/aria-describedby. */
export function Field(props: FieldProps) {
  const auto = useId();
  const { label, error, hint, addon, hideLabel, className, id: givenId } = props;
  const id = givenId ?? `f${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const aria = {
    id,
    className: 'field__input',
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
  };

  let control: ReactNode;
  if (props.as === 'select') {
    const {
      label: _l,
      error: _e,
      hint: _h,
      addon: _a,
      hideLabel: _hl,
      className: _c,
      id: _i,
      as: _as,
      options,
      placeholder,
      ...rest
    } = props;
    control = (
      <span className="field__select">
        <select {...rest} {...aria}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          <Options options={options} />
        </select>
      </span>
    );
  } else if (props.as === 'textarea') {
    const {
      label: _l,
      error: _e,
      hint: _h,
      addon: _a,
      hideLabel: _hl,
      className: _c,
      id: _i,
      as: _as,
      ...rest
    } = props;
    control = <textarea {...rest} {...aria} />;
  } else {
    const {
      label: _l,
      error: _e,
      hint: _h,
      addon: _a,
      hideLabel: _hl,
      className: _c,
      id: _i,
      as: _as,
      ...rest
    } = props;
    control = <input type="text" {...rest} {...aria} />;
  }

  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label className={cx('field__label', hideLabel && 'visually-hidden')} htmlFor={id}>
        {label}
        {props.required && (
          <span className="field__req" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {addon ? (
        <div className="field__group">
          {addon}
          {control}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

function Options({ options }: { options: FieldOption[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value} disabled={o.disabled}>
      {o.label}
    </option>
  ));
}

export interface SelectProps extends Stripped<SelectHTMLAttributes<HTMLSelectElement>> {
  options: FieldOption[];
  id?: string;
  name?: string;
  className?: string;
}

/** Bare styled select (e.g. the country-code addon or a sort dropdown); give it an aria-label or a <label>. */
export function Select({ options, className, ...rest }: SelectProps) {
  return (
    <span className={cx('field__select', className)}>
      <select {...rest} className="field__input">
        <Options options={options} />
      </select>
    </span>
  );
}
