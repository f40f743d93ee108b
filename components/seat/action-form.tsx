import type { ReactNode } from "react";

/**
 * A player's action as a plain HTML form: it posts the command (as JSON, plus `json.*`/`text.*`
 * fields for the player's choices) and the server redirects back with the outcome. No JavaScript.
 */
export function ActionForm({
  token,
  command,
  submit,
  children,
  className = "",
}: {
  token: string;
  command: Record<string, unknown>;
  submit: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <form
      method="post"
      action={`/api/seat/${token}/commands`}
      className={`flex flex-wrap items-end gap-2 ${className}`}
    >
      <input type="hidden" name="command" value={JSON.stringify(command)} />
      {children}
      <button className="btn btn-primary">{submit}</button>
    </form>
  );
}

/** A labelled select whose options are JSON values for one command field. */
export function ChoiceSelect({
  form,
  field,
  label,
  options,
}: {
  form: string;
  field: string;
  label: string;
  options: Array<{ value: unknown; label: string }>;
}) {
  const id = `${form}-${field}`.replace(/[^\w-]/g, "-");
  return (
    <div className="min-w-40 flex-1">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={`json.${field}`} className="input">
        {options.map((o) => (
          <option key={JSON.stringify(o.value)} value={JSON.stringify(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
