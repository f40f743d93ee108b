import type { ReactNode } from "react";

/** The tallest small control a finger still hits: every tap target on a player's page is at least 44 px. */
export const TAP = "min-h-11";

/**
 * A player's action as a plain HTML form: it posts the command (as JSON, plus `json.*`/`text.*`
 * fields for the player's choices) and the server redirects back with the outcome. No JavaScript.
 * Its button stays dimmed while a required choice is still open (`:invalid` on the form).
 */
export function ActionForm({
  token,
  command,
  submit,
  children,
  className = "",
  testId,
  secondary = false,
}: {
  token: string;
  command: Record<string, unknown>;
  /** The button's words; null for a form whose chips are its buttons. */
  submit: string | null;
  children?: ReactNode;
  className?: string;
  testId?: string;
  /** A plain button (the "Don't use" beside a power), not the primary one. */
  secondary?: boolean;
}) {
  return (
    <form
      method="post"
      action={`/api/seat/${token}/commands`}
      className={`group flex flex-wrap items-end gap-2 ${className}`}
      data-testid={testId}
    >
      <input type="hidden" name="command" value={JSON.stringify(command)} />
      {children}
      {submit !== null && (
        <button
          className={
            secondary
              ? `btn ${TAP} px-4`
              : `btn btn-primary ${TAP} px-4 group-invalid:border-night-600 group-invalid:bg-night-800 group-invalid:text-ink-200`
          }
        >
          {submit}
        </button>
      )}
    </form>
  );
}

export type ChipOption = { value: unknown; label: string };

/**
 * One choice as a row of name chips (radio buttons, at least 44 px): nothing is chosen in advance,
 * the form's button acts on the chosen one. Works without JavaScript.
 */
export function NameChips({
  form,
  field,
  label,
  options,
}: {
  form: string;
  field: string;
  label: string;
  options: ChipOption[];
}) {
  const id = `${form}-${field}`.replace(/[^\w-]/g, "-");
  return (
    <fieldset className="w-full" data-testid={`chips-${id}`}>
      <legend className="label">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={JSON.stringify(o.value)}
            className={`${TAP} inline-flex cursor-pointer items-center rounded-full border border-night-600 bg-night-800 px-4 text-sm text-ink-100 select-none hover:bg-night-700 has-checked:border-moon-400 has-checked:bg-moon-400 has-checked:text-night-950 has-focus-visible:outline-2 has-focus-visible:outline-moon-400`}
          >
            <input type="radio" name={`json.${field}`} value={JSON.stringify(o.value)} required className="sr-only" />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Name chips that act at once: one tap on a name sends it (the Kemomimi thief's Target card). */
export function ChipButtons({
  field,
  label,
  options,
  current,
  disabled = false,
}: {
  field: string;
  label: string;
  options: ChipOption[];
  /** The value chosen so far, shown pressed. */
  current?: unknown;
  disabled?: boolean;
}) {
  return (
    <fieldset className="w-full" disabled={disabled}>
      <legend className="label">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const pressed = current !== undefined && JSON.stringify(current) === JSON.stringify(o.value);
          return (
            <button
              key={JSON.stringify(o.value)}
              name={`json.${field}`}
              value={JSON.stringify(o.value)}
              aria-pressed={pressed}
              className={`${TAP} rounded-full border px-4 text-sm disabled:cursor-not-allowed disabled:opacity-40 ${
                pressed
                  ? "border-moon-400 bg-moon-400 text-night-950"
                  : "border-night-600 bg-night-800 text-ink-100 hover:bg-night-700"
              }`}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A required "I know what this costs" box, its whole line the tap target. */
export function ConfirmBox({ id, children }: { id: string; children: ReactNode }) {
  return (
    <label htmlFor={id} className={`${TAP} flex w-full cursor-pointer items-center gap-3 text-sm text-blood-400`}>
      <input id={id} type="checkbox" name="confirm" required className="h-6 w-6 shrink-0 accent-moon-400" />
      <span>{children}</span>
    </label>
  );
}

/**
 * The player's card, face down: its face (role, partner, what only they saw) is not in the page at
 * all; the page's script fetches it from `url` and shows it only while a finger, the mouse or Space /
 * Enter is held on the card (components/seat/card-script.ts).
 */
export function FaceDownCard({ url, back, hint }: { url: string; back: string; hint: string }) {
  return (
    <div
      data-card
      data-card-url={url}
      role="button"
      tabIndex={0}
      data-testid="face-down-card"
      className="min-h-24 cursor-pointer touch-none rounded-xl border-2 border-dashed border-moon-500/60 bg-night-800/80 p-4 select-none [-webkit-touch-callout:none]"
    >
      <div data-card-back className="flex min-h-16 flex-col items-center justify-center text-center">
        <p className="font-semibold text-moon-300">{back}</p>
        <p className="mt-1 text-xs text-ink-300">{hint}</p>
      </div>
      <div data-card-face aria-live="polite" />
    </div>
  );
}

/** The open lines of a player's situation, at the top of their card. */
export function SituationBox({ heading, lines }: { heading: string; lines: Array<{ kind: string; text: string }> }) {
  if (lines.length === 0) return null;
  return (
    <section
      aria-label={heading}
      className="rounded-lg border border-moon-500/40 bg-moon-400/5 p-3 text-sm"
      data-testid="seat-situation"
    >
      <ul className="space-y-1">
        {lines.map((l, i) => (
          <li
            key={i}
            data-kind={l.kind}
            className={l.kind === "outcome" ? "text-base font-semibold text-moon-300" : "text-ink-100"}
          >
            {l.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A labelled select whose options are JSON values for one command field (Clocktower's day forms). */
export function ChoiceSelect({
  form,
  field,
  label,
  options,
}: {
  form: string;
  field: string;
  label: string;
  options: ChipOption[];
}) {
  const id = `${form}-${field}`.replace(/[^\w-]/g, "-");
  return (
    <div className="min-w-40 flex-1">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={`json.${field}`} className={`input ${TAP}`}>
        {options.map((o) => (
          <option key={JSON.stringify(o.value)} value={JSON.stringify(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
