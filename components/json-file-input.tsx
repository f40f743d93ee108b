"use client";

/** A labelled picker for a .json file; hands the file's text to `onText` and clears itself. */
export function JsonFileInput({
  id,
  label,
  disabled,
  onText,
}: {
  id: string;
  label: string;
  disabled?: boolean;
  onText: (text: string) => void | Promise<void>;
}) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="application/json,.json"
        disabled={disabled}
        className="block w-full text-sm text-ink-300 file:mr-3 file:rounded-md file:border file:border-night-600 file:bg-night-800 file:px-3 file:py-1.5 file:text-ink-100"
        onChange={async (e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (file) await onText(await file.text());
        }}
      />
    </div>
  );
}
