"use client";
import { useState } from "react";
import type { ModeratorSeat, PlacedReminder } from "@/lib/rulesets/clocktower";
import { poolCharacters, Section, TEAM_BADGE, WarningList, type ClocktowerPartProps } from "./shared";

const tokenKey = (t: PlacedReminder) => `${t.characterId ?? ""}|${t.text}`;
const fromKey = (k: string): PlacedReminder => {
  const [c, ...rest] = k.split("|");
  return { characterId: c || null, text: rest.join("|") };
};

/** The token's label: "Poisoned (Pukka)", "Drunk". */
export function tokenLabel(rules: ClocktowerPartProps["rules"], t: PlacedReminder) {
  if (!t.characterId) return t.text;
  const c = poolCharacters(rules).find((x) => x.id === t.characterId);
  return `${t.text} (${c?.name ?? t.characterId})`;
}

/**
 * The grimoire: one card per seat (a circle of cards on a wide screen, a list on a phone) with the
 * character, alignment, life, ghost vote, reminder tokens and a private note. `readOnly` for the
 * timeline's past grimoires.
 */
export function Grimoire({ rules, seats, commands, readOnly = false }: ClocktowerPartProps & { readOnly?: boolean }) {
  const inPlay = new Set(rules.seats.map((s) => s.characterId));
  const notInPlay = poolCharacters(rules).filter(
    (c) => !inPlay.has(c.id) && ["townsfolk", "outsider", "minion", "demon"].includes(c.team),
  );
  const order = new Map(seats.map((s, i) => [s.id, i]));
  const list = [...rules.seats].sort((a, b) => (order.get(a.seatId) ?? 0) - (order.get(b.seatId) ?? 0));
  return (
    <Section
      id={readOnly ? "ct-grimoire-past" : "ct-grimoire"}
      title="Grimoire"
      aside={`${rules.phase?.label ?? "Setup"} · ${list.filter((s) => s.alive && !s.registersDead).length} of ${list.length} alive`}
    >
      <Circle list={list} rules={rules} idPrefix={readOnly ? "past-" : ""} />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_260px]">
        <ol className="grid items-start gap-2 sm:grid-cols-2 2xl:grid-cols-3" aria-label="Seats">
          {list.map((s, i) => (
            <SeatCard
              key={s.seatId}
              index={i + 1}
              seat={s}
              rules={rules}
              seats={seats}
              commands={commands}
              readOnly={readOnly}
            />
          ))}
        </ol>
        <aside className="space-y-3 text-sm" aria-label="Beside the circle">
          <div>
            <h3 className="label">Demon bluffs</h3>
            <p data-testid="gr-bluffs">
              {rules.bluffs.length ? rules.bluffs.map((b) => b.name).join(", ") : "None chosen."}
            </p>
          </div>
          <div>
            <h3 className="label">Fabled</h3>
            <p>{rules.fabled.length ? rules.fabled.map((f) => f.name).join(", ") : "None."}</p>
          </div>
          <details>
            <summary className="cursor-pointer text-xs font-semibold tracking-wide text-ink-300 uppercase">
              Not in play ({notInPlay.length})
            </summary>
            <p className="text-ink-300">{notInPlay.map((c) => c.name).join(", ")}</p>
          </details>
          {rules.winChecks.length > 0 && (
            <WarningList warnings={rules.winChecks.map((w) => w.reason)} testId="win-checks" />
          )}
        </aside>
      </div>
    </Section>
  );
}

/** The seats around a circle (wide screens): name, character, life and tokens at a glance; a click jumps to the seat's card. */
function Circle({
  list,
  rules,
  idPrefix,
}: {
  list: ModeratorSeat[];
  rules: ClocktowerPartProps["rules"];
  idPrefix: string;
}) {
  const n = list.length;
  if (n === 0) return null;
  return (
    <div
      className="relative mx-auto mb-4 hidden aspect-square w-full max-w-[560px] lg:block"
      aria-hidden="true"
      data-testid="gr-circle"
    >
      <div className="absolute inset-[18%] flex items-center justify-center rounded-full border border-dashed border-night-700 text-center text-xs text-ink-400">
        <span>
          {rules.phase?.label ?? "Setup"}
          <br />
          {list.filter((s) => s.alive && !s.registersDead).length} alive
        </span>
      </div>
      {list.map((s, i) => {
        const a = (i / n) * 2 * Math.PI - Math.PI / 2;
        const dead = !s.alive || s.registersDead;
        return (
          <a
            key={s.seatId}
            href={`#seat-${idPrefix}${s.seatId}`}
            tabIndex={-1}
            className={`absolute flex w-24 -translate-x-1/2 -translate-y-1/2 flex-col items-center rounded-lg border px-1.5 py-1 text-center text-xs ${dead ? "border-night-800 bg-night-950 text-ink-400" : "border-night-700 bg-night-850"}`}
            style={{ left: `${50 + 40 * Math.cos(a)}%`, top: `${50 + 40 * Math.sin(a)}%` }}
          >
            <span className={`max-w-full truncate font-medium ${dead ? "line-through" : ""}`}>{s.name}</span>
            <span className={`max-w-full truncate rounded px-1 ${s.team ? TEAM_BADGE[s.team] : ""}`}>
              {s.characterName}
            </span>
            {dead && <span className="text-blood-400">☠ {s.ghostVote === "spent" ? "vote spent" : "ghost vote"}</span>}
            {s.reminders.length > 0 && (
              <span className="max-w-full truncate text-moon-300">{s.reminders.map((t) => t.text).join(", ")}</span>
            )}
          </a>
        );
      })}
    </div>
  );
}

function SeatCard({
  index,
  seat: s,
  rules,
  seats,
  commands,
  readOnly,
}: ClocktowerPartProps & { index: number; seat: ModeratorSeat; readOnly: boolean }) {
  const [token, setToken] = useState("");
  const [custom, setCustom] = useState("");
  const [cause, setCause] = useState<"executed" | "night" | "ability">(
    rules.phase?.kind === "day" ? "executed" : "night",
  );
  const [by, setBy] = useState("");
  const [note, setNote] = useState(s.note);
  const [seenNote, setSeenNote] = useState(s.note);
  if (seenNote !== s.note) {
    setSeenNote(s.note);
    setNote(s.note);
  }
  const shownDead = !s.alive || s.registersDead;
  const idp = `${readOnly ? "past-" : ""}${s.seatId}`;
  const others = seats.filter((x) => x.id !== s.seatId && rules.seats.some((r) => r.seatId === x.id));
  const canChangeAlignment = s.characterId === "goon" || s.traveller;
  const send = commands.send;
  const place = (t: PlacedReminder) => send({ type: "clocktower.placeReminder", seatId: s.seatId, token: t });
  return (
    <li
      className={`min-w-0 rounded-lg border p-2.5 text-sm ${shownDead ? "border-night-800 bg-night-950/60" : "border-night-700 bg-night-850"}`}
      id={`seat-${idp}`}
      data-testid="gr-seat"
      data-seat={s.name}
      aria-label={`Seat ${index}: ${s.name}`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-mono text-xs text-ink-400">{index}</span>
        <span className={`font-medium ${shownDead ? "text-ink-400 line-through" : ""}`}>{s.name}</span>
        <span className={`rounded px-1.5 py-0.5 text-xs ${s.team ? TEAM_BADGE[s.team] : ""}`}>{s.characterName}</span>
        {canChangeAlignment && !readOnly ? (
          <>
            <label htmlFor={`al-${idp}`} className="sr-only">
              Side of {s.name} (good or evil)
            </label>
            <select
              id={`al-${idp}`}
              className="rounded border border-night-700 bg-night-900 px-1 text-xs"
              value={s.alignment}
              onChange={(e) => send({ type: "clocktower.setAlignment", seatId: s.seatId, alignment: e.target.value })}
            >
              <option value="good">good</option>
              <option value="evil">evil</option>
            </select>
          </>
        ) : (
          <span className={`text-xs ${s.alignment === "evil" ? "text-evil-400" : "text-good-400"}`}>{s.alignment}</span>
        )}
        {s.traveller && <span className="text-xs text-moon-300">traveller</span>}
      </div>
      <p className="mt-1 text-xs" data-testid="gr-life">
        {shownDead ? (
          <span className="text-blood-400">
            ☠ {s.deathLabel ?? "Dead"}
            {s.registersDead ? " — registers dead, alive in truth" : ""}
          </span>
        ) : (
          <span className="text-good-400">Alive</span>
        )}
        {s.ghostVote && (
          <span className="ml-2 text-ink-300">
            Ghost vote: {s.ghostVote}
            {s.ghostVote === "available" && !readOnly && (
              <button
                className="ml-1 underline"
                onClick={() => send({ type: "clocktower.spendGhostVote", seatId: s.seatId })}
                aria-label={`Spend ${s.name}'s ghost vote`}
              >
                spend
              </button>
            )}
          </span>
        )}
      </p>
      {s.reminders.length > 0 && (
        <ul className="mt-1.5 flex flex-wrap gap-1" aria-label={`Reminders on ${s.name}`}>
          {s.reminders.map((t, k) => (
            <li
              key={`${tokenKey(t)}-${k}`}
              className="flex items-center rounded-full border border-moon-500/40 bg-moon-400/10 text-xs text-moon-300"
            >
              <span className="py-0.5 pl-2">{tokenLabel(rules, t)}</span>
              {readOnly ? (
                <span className="pr-2" />
              ) : (
                <>
                  {others.length > 0 && (
                    <select
                      className="ml-1 w-5 appearance-none bg-transparent text-center"
                      aria-label={`Move ${tokenLabel(rules, t)} from ${s.name} to`}
                      value=""
                      onChange={(e) =>
                        e.target.value &&
                        send({
                          type: "clocktower.moveReminder",
                          fromSeatId: s.seatId,
                          toSeatId: e.target.value,
                          token: t,
                        })
                      }
                    >
                      <option value="">→</option>
                      {others.map((o) => (
                        <option key={o.id} value={o.id}>
                          {o.name}
                        </option>
                      ))}
                    </select>
                  )}
                  <button
                    className="rounded-full px-1.5 py-0.5 hover:bg-moon-400/20"
                    aria-label={`Remove ${tokenLabel(rules, t)} from ${s.name}`}
                    onClick={() => send({ type: "clocktower.removeReminder", seatId: s.seatId, token: t })}
                  >
                    ✕
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? (
        s.note && <p className="mt-1 text-xs whitespace-pre-wrap text-ink-300">Note: {s.note}</p>
      ) : (
        <details className="mt-1.5">
          <summary className="cursor-pointer text-xs text-ink-400">Tokens, death, note</summary>
          <div className="mt-2 space-y-2">
            <form
              className="flex flex-wrap gap-1"
              onSubmit={(e) => {
                e.preventDefault();
                if (token === "custom") {
                  if (custom.trim()) void place({ characterId: null, text: custom.trim() });
                  setCustom("");
                } else if (token) void place(fromKey(token));
              }}
            >
              <label htmlFor={`tok-${idp}`} className="sr-only">
                Reminder for {s.name}
              </label>
              <select
                id={`tok-${idp}`}
                className="input min-w-0 flex-1 py-1 text-xs"
                value={token}
                onChange={(e) => setToken(e.target.value)}
              >
                <option value="">Reminder…</option>
                {rules.availableReminders.map((t) => (
                  <option key={tokenKey(t)} value={tokenKey(t)}>
                    {tokenLabel(rules, t)}
                  </option>
                ))}
                <option value="custom">Custom text…</option>
              </select>
              {token === "custom" && (
                <input
                  className="input min-w-0 flex-1 py-1 text-xs"
                  aria-label={`Custom reminder for ${s.name}`}
                  value={custom}
                  onChange={(e) => setCustom(e.target.value)}
                  maxLength={60}
                />
              )}
              <button className="btn px-2 py-1 text-xs" disabled={commands.busy || !token}>
                Add reminder
              </button>
            </form>
            {s.alive && !s.registersDead ? (
              <form
                className="flex flex-wrap gap-1"
                onSubmit={(e) => {
                  e.preventDefault();
                  void send({
                    type: "clocktower.markDead",
                    seatId: s.seatId,
                    cause,
                    ...(cause === "ability" && by ? { by } : {}),
                  });
                }}
              >
                <label htmlFor={`cause-${idp}`} className="sr-only">
                  Cause of {s.name}&apos;s death
                </label>
                <select
                  id={`cause-${idp}`}
                  className="input w-auto py-1 text-xs"
                  value={cause}
                  onChange={(e) => setCause(e.target.value as typeof cause)}
                >
                  <option value="executed">Executed</option>
                  <option value="night">Killed at night</option>
                  <option value="ability">By an ability</option>
                </select>
                {cause === "ability" && (
                  <select
                    className="input w-auto min-w-0 py-1 text-xs"
                    aria-label={`Whose ability killed ${s.name}`}
                    value={by}
                    onChange={(e) => setBy(e.target.value)}
                  >
                    <option value="">Whose ability…</option>
                    {[...new Set(rules.seats.map((x) => x.characterId))].map((id) => (
                      <option key={id} value={id}>
                        {rules.seats.find((x) => x.characterId === id)?.characterName}
                      </option>
                    ))}
                  </select>
                )}
                <button className="btn btn-danger px-2 py-1 text-xs" disabled={commands.busy}>
                  Mark {s.name} dead
                </button>
              </form>
            ) : (
              <button
                className="btn px-2 py-1 text-xs"
                disabled={commands.busy}
                onClick={() => send({ type: "clocktower.markAlive", seatId: s.seatId })}
              >
                Mark {s.name} alive
              </button>
            )}
            <div>
              <label htmlFor={`note-${idp}`} className="sr-only">
                Private note on {s.name}
              </label>
              <textarea
                id={`note-${idp}`}
                className="input min-h-12 text-xs"
                placeholder="Private note"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                onBlur={() => note !== s.note && send({ type: "clocktower.setNote", seatId: s.seatId, note })}
              />
            </div>
          </div>
        </details>
      )}
      {s.ledger.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs text-ink-400">Told ({s.ledger.length})</summary>
          <ul className="mt-1 space-y-0.5 text-xs text-ink-300" data-testid="gr-ledger">
            {s.ledger.map((e, k) => (
              <li key={k}>
                N{e.night}: {e.text}
                {e.falseInfo && <span className="ml-1 text-evil-400">(false)</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
