"use client";
import { useId, useState } from "react";
import type { ActionChoice } from "@/lib/rulesets/secret-moon";
import type { Commands } from "../use-game";
import { ACTION_LABEL, ACTION_SUMMARY, roleName, type ActionKind, type ModGame, type Namer } from "./model";

/**
 * The acting player's choices: every action with its legal targets, or why it is unavailable. The
 * moderator enters what the player chose; the engine resolves it.
 */
export function ActionPicker({
  game,
  actor,
  name,
  commands,
}: {
  game: ModGame;
  actor: string;
  name: Namer;
  commands: Commands;
}) {
  const id = useId();
  const [action, setAction] = useState<ActionKind | null>(null);
  const choice = game.actions.find((a) => a.action === action) ?? null;
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="label">What does {name(actor)} do?</legend>
        <ul className="grid gap-1.5" aria-label="Actions">
          {game.actions.map((a) => {
            const selected = a.action === action;
            return (
              <li key={a.action} className="grid grid-cols-[8.5rem_1fr] items-center gap-3">
                <button
                  type="button"
                  className={`btn justify-start ${selected ? "border-moon-400 bg-moon-400/15 text-moon-300" : ""}`}
                  aria-pressed={selected}
                  disabled={a.unavailable !== null || commands.busy}
                  aria-describedby={`${id}-${a.action}`}
                  onClick={() => setAction(selected ? null : a.action)}
                >
                  {ACTION_LABEL[a.action]}
                </button>
                <span
                  id={`${id}-${a.action}`}
                  className={`text-xs leading-snug ${a.unavailable ? "text-ink-400 italic" : "text-ink-300"}`}
                >
                  {a.unavailable ?? ACTION_SUMMARY[a.action]}
                </span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {choice && (
        <ActionForm
          key={choice.action}
          choice={choice}
          game={game}
          actor={actor}
          name={name}
          commands={commands}
          onCancel={() => setAction(null)}
        />
      )}
    </div>
  );
}

function ActionForm({
  choice,
  game,
  actor,
  name,
  commands,
  onCancel,
}: {
  choice: ActionChoice;
  game: ModGame;
  actor: string;
  name: Namer;
  commands: Commands;
  onCancel: () => void;
}) {
  const id = useId();
  const [target, setTarget] = useState(choice.targets[0] ?? "");
  const [role, setRole] = useState<string>(choice.roles?.[0] ?? "princess");
  const [reserve, setReserve] = useState<string>("");
  const [thiefAnswer, setThiefAnswer] = useState<"princess" | "minister">(game.thiefAnswer);
  const card = game.cardsInFull.find((c) => c.id === target);
  const kind = choice.action;
  const targetLabel = (t: string) => {
    const c = game.cardsInFull.find((x) => x.id === t);
    const state = c?.revealed ? ` — revealed ${roleName(c.role)}` : "";
    return `${name(t)}${t === actor ? " (self)" : ""}${state}`;
  };

  const preview = (() => {
    const who = name(actor);
    const tgt = name(target);
    switch (kind) {
      case "inspect":
        return `${who} inspects ${tgt}'s card. You will tell ${who} privately: ${card ? roleName(card.role) : "?"}.`;
      case "inquire": {
        const answersAs = card?.role === "thief" ? thiefAnswer : card?.role;
        const line =
          answersAs === "princess" || answersAs === "wanderer"
            ? "stays silent"
            : answersAs === "minister"
              ? "“You fool! I'm the Minister!”"
              : "“It's just me!”";
        return `${who} asks ${tgt} “Who goes there?” — ${tgt} answers: ${line}`;
      }
      case "accuse": {
        const correct = card?.role === role;
        return `${who} accuses ${tgt} of being the ${roleName(role)}: ${correct ? `correct, ${tgt}'s card is revealed` : `wrong, ${who}'s card is revealed`}.`;
      }
      case "protect":
        return target === actor
          ? `${who} hides for the rest of the round.`
          : `${who} protects ${tgt} for the rest of the round.`;
      case "disrupt":
        return `${who} disrupts ${tgt}; ${who} is revealed and captured.`;
      case "attack":
        return `${who} attacks ${tgt}: ${tgt} is captured.`;
      case "pass":
        return reserve ? `${who} passes and takes turn-order card ${reserve} for next round.` : `${who} passes.`;
    }
  })();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const base = { type: `secret-moon.${kind}`, seatId: actor };
    switch (kind) {
      case "pass":
        await commands.send({ ...base, reserve: reserve ? Number(reserve) : null });
        break;
      case "accuse":
        await commands.send({ ...base, target, role });
        break;
      case "inquire":
        await commands.send({ ...base, target, ...(card?.role === "thief" ? { thiefAnswer } : {}) });
        break;
      default:
        await commands.send({ ...base, target });
    }
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-lg border border-moon-500/40 bg-night-850 p-3"
      aria-label={`${ACTION_LABEL[kind]} details`}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {kind !== "pass" && (
          <div>
            <label className="label" htmlFor={`${id}-target`}>
              Target
            </label>
            <select
              id={`${id}-target`}
              className="input"
              autoFocus
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              required
            >
              {choice.targets.map((t) => (
                <option key={t} value={t}>
                  {targetLabel(t)}
                </option>
              ))}
            </select>
          </div>
        )}
        {kind === "accuse" && (
          <div>
            <label className="label" htmlFor={`${id}-role`}>
              Role named
            </label>
            <select id={`${id}-role`} className="input" value={role} onChange={(e) => setRole(e.target.value)}>
              {(choice.roles ?? []).map((r) => (
                <option key={r} value={r}>
                  {roleName(r)}
                </option>
              ))}
            </select>
          </div>
        )}
        {kind === "inquire" && card?.role === "thief" && (
          <div>
            <label className="label" htmlFor={`${id}-thief`}>
              The Thief answers as
            </label>
            <select
              id={`${id}-thief`}
              className="input"
              value={thiefAnswer}
              onChange={(e) => setThiefAnswer(e.target.value as "princess" | "minister")}
            >
              <option value="princess">the Princess (silent)</option>
              <option value="minister">the Minister</option>
            </select>
          </div>
        )}
        {kind === "pass" && (
          <div>
            <label className="label" htmlFor={`${id}-reserve`}>
              Take a turn-order card for next round
            </label>
            <select
              id={`${id}-reserve`}
              className="input"
              autoFocus
              value={reserve}
              onChange={(e) => setReserve(e.target.value)}
              disabled={(choice.reserve ?? []).length === 0}
            >
              <option value="">None: just pass</option>
              {(choice.reserve ?? []).map((n) => (
                <option key={n} value={String(n)}>
                  Card {n}
                </option>
              ))}
            </select>
            {(choice.reserve ?? []).length === 0 && (
              <p className="mt-1 text-xs text-ink-400">No card can be reserved: this is the last round.</p>
            )}
          </div>
        )}
      </div>
      <p className="text-sm text-ink-200" aria-live="polite" data-testid="sm-action-preview">
        {preview}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          className={`btn ${kind === "disrupt" || kind === "attack" ? "btn-danger" : "btn-primary"}`}
          disabled={commands.busy || (kind !== "pass" && !target)}
        >
          Confirm {ACTION_LABEL[kind].toLowerCase()}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
