import { useId, type InputHTMLAttributes, type SelectHTMLAttributes } from "react";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; name: string };

/** A labelled text input. */
export function Field({ label, hint, id, ...input }: Props) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div>
      <label htmlFor={inputId} className="label">
        {label}
      </label>
      <input id={inputId} className="input" aria-describedby={hint ? `${inputId}-hint` : undefined} {...input} />
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-ink-400">
          {hint}
        </p>
      )}
    </div>
  );
}

export type SelectOption = { value: string; label: string };

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  label: string;
  options: SelectOption[];
  /** A leading option with the value "" ("Choose…"). */
  placeholder?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Classes of the wrapping div (className goes on the select). */
  wrapperClassName?: string;
};

/** A labelled select whose options come from a list; controlled or not, as the select attributes given. */
export function SelectField({
  label,
  options,
  placeholder,
  hideLabel,
  wrapperClassName,
  id,
  className,
  ...select
}: SelectProps) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <div className={wrapperClassName}>
      <label htmlFor={selectId} className={hideLabel ? "sr-only" : "label"}>
        {label}
      </label>
      <select id={selectId} className={className ? `input ${className}` : "input"} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
