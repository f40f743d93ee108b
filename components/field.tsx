import { useId, type InputHTMLAttributes } from "react";

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
