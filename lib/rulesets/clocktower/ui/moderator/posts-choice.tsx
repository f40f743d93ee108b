"use client";

/** A row of radio buttons styled as a segmented switch: arrow keys move, Tab leaves. */
export function ChoiceGroup({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ id: string; label: string }>;
  onChange: (id: string) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="flex min-w-0 flex-wrap gap-1 rounded-lg border border-night-700 p-1"
    >
      {options.map((o) => (
        <label
          key={o.id}
          className={`cursor-pointer rounded-md px-2.5 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-moon-400 ${value === o.id ? "bg-moon-400/20 text-moon-300" : "text-ink-300 hover:text-ink-100"}`}
        >
          <input
            type="radio"
            name={name}
            value={o.id}
            className="sr-only"
            checked={value === o.id}
            onChange={() => onChange(o.id)}
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}
