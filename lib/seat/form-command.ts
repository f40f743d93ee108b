/** The rows a form's array may have (`json.ability.guesses.N.*`): more is not a player's form. */
const MAX_ROWS = 50;

/**
 * A form's `command` field holds the command as JSON; fields named `json.<key>` add a JSON value
 * (a choice from a select) and `text.<key>` a typed text. A key may be a path into the command
 * (`json.ability.guesses.0.seatId`: the Juggler's rows of selects): numbers index arrays, and a select
 * left empty (value "") adds nothing, so rows left empty drop out of the array.
 */
export function commandFromForm(form: URLSearchParams): unknown {
  const command = JSON.parse(form.get("command") ?? "") as Record<string, unknown>;
  const touched: unknown[][] = [];
  const set = (key: string, value: unknown) => {
    const path = key.split(".");
    if (path.some((k) => k === "__proto__" || k === "constructor" || k === "prototype")) return;
    // An index is a row of a form (at most a few): a larger one is not a form's.
    if (path.some((k) => /^\d+$/.test(k) && Number(k) >= MAX_ROWS)) return;
    let at = command as Record<string, unknown>;
    for (let i = 0; i < path.length - 1; i++) {
      const k = path[i]!;
      if (typeof at[k] !== "object" || at[k] === null) at[k] = /^\d+$/.test(path[i + 1]!) ? [] : {};
      if (Array.isArray(at[k]) && !touched.includes(at[k] as unknown[])) touched.push(at[k] as unknown[]);
      at = at[k] as Record<string, unknown>;
    }
    at[path.at(-1)!] = value;
  };
  for (const [name, value] of form.entries()) {
    if (name.startsWith("json.")) {
      if (value !== "") set(name.slice(5), JSON.parse(value));
    } else if (name.startsWith("text.")) set(name.slice(5), value);
  }
  // Rows left empty are holes: close them up.
  for (const list of touched) {
    const kept = list.filter((x) => x !== undefined);
    list.length = 0;
    list.push(...kept);
  }
  return command;
}
