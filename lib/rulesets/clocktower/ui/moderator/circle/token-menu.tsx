"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import type { ModeratorSeat, PlacedReminder } from "@/lib/rulesets/clocktower";
import { SeatLinkControls, useSeatLinks } from "@/components/game/seat-link";
import { tokenLabel } from "../token-label";
import { namesIn, poolCharacters, TEAM_BADGE, type ClocktowerPartProps } from "../shared";
import { SheetDialog } from "./sheet-dialog";

const sameToken = (a: PlacedReminder, b: PlacedReminder) => a.characterId === b.characterId && a.text === b.text;

/**
 * Everything the storyteller does to one seat, one click from its token: reminders, life and death,
 * character and side, the private note, the player's link.
 */
export function TokenMenu({
  gameId,
  seat: s,
  index,
  rules,
  seats,
  commands,
  readOnly,
  onClose,
}: ClocktowerPartProps & {
  gameId: string;
  seat: ModeratorSeat;
  index: number;
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("clocktower.tokenMenu");
  const tt = useTranslations("clocktower.teams");
  const ta = useTranslations("clocktower.alignment");
  const say = useSay();
  const dead = !s.alive || s.registersDead;
  const team = s.traveller ? "traveller" : (s.team ?? "townsfolk");
  return (
    <SheetDialog
      testId="token-menu"
      onClose={onClose}
      title={
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs text-ink-400">{index}</span>
          <span>{s.name}</span>
          <span className={`rounded px-1.5 py-0.5 text-xs ${TEAM_BADGE[team] ?? ""}`}>
            {s.characterName} · {tt(`${team}.one`)}
          </span>
          <span className={`text-xs ${s.alignment === "evil" ? "text-evil-300" : "text-good-300"}`}>
            {ta(s.alignment)}
          </span>
        </span>
      }
    >
      <p className="text-sm" data-testid="gr-life">
        {dead ? (
          <span className="text-blood-400">
            ☠ {s.deathLabel ? say(s.deathLabel) : t("dead")}
            {s.registersDead ? t("registersDead") : ""}
            {s.ghostVote ? t("ghostVote", { state: s.ghostVote }) : ""}
          </span>
        ) : (
          <span className="text-good-300">{t("alive")}</span>
        )}
        {s.lunatic && (
          <span className="ml-2 text-moon-300">
            {t("believes", {
              demon: poolCharacters(rules).find((c) => c.id === s.lunatic!.demonId)?.name ?? s.lunatic.demonId,
            })}
          </span>
        )}
      </p>
      {!readOnly && <Life seat={s} rules={rules} commands={commands} />}
      {!readOnly && s.characterId !== "moonchild" && rules.script?.characters.some((c) => c.id === "moonchild") && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={s.claimsMoonchild}
            onChange={(e) =>
              void commands.send({ type: "clocktower.setMoonchildClaim", seatId: s.seatId, claims: e.target.checked })
            }
          />
          {t("claimsMoonchild", namesIn(rules, "moonchild"))}
        </label>
      )}
      <Reminders seat={s} rules={rules} commands={commands} readOnly={readOnly} />
      {!readOnly && <CharacterAndSide seat={s} rules={rules} commands={commands} />}
      {!readOnly && <Note seat={s} commands={commands} />}
      {readOnly && s.note && <p className="text-sm whitespace-pre-wrap text-ink-300">{t("note", { note: s.note })}</p>}
      {s.ledger.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm text-ink-300">{t("ledger", { count: s.ledger.length })}</summary>
          <ul className="mt-1 space-y-0.5 text-sm text-ink-300" data-testid="gr-ledger">
            {s.ledger.map((e, k) => (
              <li key={k}>
                {t("ledgerEntry", { night: e.night, text: e.text })}
                {e.falseInfo && <span className="ml-1 text-evil-300">{t("false")}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
      {!readOnly && <PlayerLink gameId={gameId} seatId={s.seatId} seatName={s.name} />}
      {!readOnly && seats.length > 0 && <p className="text-xs text-ink-400">{t("dragHint")}</p>}
    </SheetDialog>
  );
}

function Reminders({
  seat: s,
  rules,
  commands,
  readOnly,
}: Pick<ClocktowerPartProps, "rules" | "commands"> & { seat: ModeratorSeat; readOnly: boolean }) {
  const t = useTranslations("clocktower.tokenMenu");
  const [custom, setCustom] = useState("");
  const send = commands.send;
  const place = (token: PlacedReminder) => send({ type: "clocktower.placeReminder", seatId: s.seatId, token });
  return (
    <section aria-labelledby="tm-reminders">
      <h3 id="tm-reminders" className="label">
        {t("reminders")}
      </h3>
      {s.reminders.length === 0 ? (
        <p className="text-sm text-ink-400">{t("none")}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("remindersOn", { seat: s.name })}>
          {s.reminders.map((token, k) => (
            <li
              key={`${token.characterId ?? ""}|${token.text}|${k}`}
              className="flex items-center rounded-full border border-moon-500/50 bg-moon-400/10 text-sm text-moon-300"
            >
              <span className="py-1 pl-3">{tokenLabel(rules, token)}</span>
              {!readOnly && (
                <button
                  type="button"
                  className="min-h-9 rounded-full px-2.5 hover:bg-moon-400/20"
                  aria-label={t("remove", { token: tokenLabel(rules, token), seat: s.name })}
                  onClick={() => send({ type: "clocktower.removeReminder", seatId: s.seatId, token })}
                >
                  ✕
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <>
          <p className="mt-3 mb-1 text-xs text-ink-400">{t("addOneClick")}</p>
          <div className="flex flex-wrap gap-1.5" role="group" aria-label={t("addTo", { seat: s.name })}>
            {rules.availableReminders.map((token) => {
              const on = s.reminders.some((r) => sameToken(r, token));
              return (
                <button
                  key={`${token.characterId ?? ""}|${token.text}`}
                  type="button"
                  className={`min-h-8 rounded-full border px-2 text-xs ${on ? "border-moon-400 bg-moon-400/15 text-moon-300" : "border-night-600 text-ink-200 hover:border-moon-500"}`}
                  onClick={() => place(token)}
                  aria-label={t("add", { token: tokenLabel(rules, token), seat: s.name })}
                >
                  {tokenLabel(rules, token)}
                </button>
              );
            })}
          </div>
          <form
            className="mt-2 flex gap-1.5"
            onSubmit={(e) => {
              e.preventDefault();
              if (!custom.trim()) return;
              void place({ characterId: null, text: custom.trim() });
              setCustom("");
            }}
          >
            <input
              className="input min-w-0 flex-1 py-1.5"
              aria-label={t("customFor", { seat: s.name })}
              placeholder={t("custom")}
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              maxLength={60}
            />
            <button className="btn min-h-9" disabled={!custom.trim()}>
              {t("addButton")}
            </button>
          </form>
        </>
      )}
    </section>
  );
}

function Life({ seat: s, rules, commands }: Pick<ClocktowerPartProps, "rules" | "commands"> & { seat: ModeratorSeat }) {
  const t = useTranslations("clocktower.tokenMenu");
  const [by, setBy] = useState("");
  const send = commands.send;
  const dead = !s.alive || s.registersDead;
  const kill = (cause: "executed" | "night" | "ability", killer?: string) =>
    send({ type: "clocktower.markDead", seatId: s.seatId, cause, ...(killer ? { by: killer } : {}) });
  const abilities = [...new Map(rules.seats.map((x) => [x.characterId, x.characterName])).entries()];
  return (
    <section aria-labelledby="tm-life">
      <h3 id="tm-life" className="label">
        {t("life")}
      </h3>
      {dead ? (
        <div className="flex flex-wrap gap-1.5">
          <button
            type="button"
            className="btn min-h-11"
            onClick={() => send({ type: "clocktower.markAlive", seatId: s.seatId })}
          >
            {t("revive", { seat: s.name })}
          </button>
          {s.ghostVote === "available" && (
            <button
              type="button"
              className="btn min-h-11"
              onClick={() => send({ type: "clocktower.spendGhostVote", seatId: s.seatId })}
            >
              {t("spendGhostVote", { seat: s.name })}
            </button>
          )}
        </div>
      ) : (
        <div className="space-y-2">
          <div className="flex flex-wrap gap-1.5" role="group" aria-label={t("kill", { seat: s.name })}>
            <button type="button" className="btn btn-danger min-h-11" onClick={() => kill("executed")}>
              {t("executed")}
            </button>
            <button type="button" className="btn btn-danger min-h-11" onClick={() => kill("night")}>
              {t("diedAtNight")}
            </button>
          </div>
          <form
            className="flex flex-wrap gap-1.5"
            onSubmit={(e) => {
              e.preventDefault();
              if (by) void kill("ability", by);
            }}
          >
            <label htmlFor={`tm-by-${s.seatId}`} className="sr-only">
              {t("whoseAbility", { seat: s.name })}
            </label>
            <select
              id={`tm-by-${s.seatId}`}
              className="input w-auto min-w-0 flex-1 py-1.5"
              value={by}
              onChange={(e) => setBy(e.target.value)}
            >
              <option value="">{t("byWhose")}</option>
              {abilities.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
            <button className="btn btn-danger min-h-11" disabled={!by}>
              {t("killedByAbility")}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}

function CharacterAndSide({
  seat: s,
  rules,
  commands,
}: Pick<ClocktowerPartProps, "rules" | "commands"> & { seat: ModeratorSeat }) {
  const t = useTranslations("clocktower.tokenMenu");
  const tt = useTranslations("clocktower.teams");
  const [character, setCharacter] = useState(s.characterId);
  const send = commands.send;
  const pool = poolCharacters(rules).filter((c) => (c.team === "traveller") === s.traveller && c.team !== "fabled");
  return (
    <section aria-labelledby="tm-character">
      <h3 id="tm-character" className="label">
        {t("characterAndSide")}
      </h3>
      {/* A select commits nothing by itself: arrow keys only choose, the button applies. */}
      <form
        className="flex flex-wrap gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          if (character !== s.characterId)
            void send({ type: "clocktower.setCharacter", seatId: s.seatId, characterId: character });
        }}
      >
        <label htmlFor={`tm-char-${s.seatId}`} className="sr-only">
          {t("characterOf", { seat: s.name })}
        </label>
        <select
          id={`tm-char-${s.seatId}`}
          className="input w-auto min-w-0 flex-1 py-1.5"
          value={character}
          onChange={(e) => setCharacter(e.target.value)}
        >
          {pool.map((c) => (
            <option key={c.id} value={c.id}>
              {t("characterTeam", { name: c.name, team: tt(`${c.team}.one`) })}
            </option>
          ))}
        </select>
        <button className="btn min-h-11" disabled={character === s.characterId}>
          {t("changeCharacter")}
        </button>
      </form>
      <div className="mt-2 flex gap-1.5" role="group" aria-label={t("sideOf", { seat: s.name })}>
        {(["good", "evil"] as const).map((a) => (
          <button
            key={a}
            type="button"
            aria-pressed={s.alignment === a}
            className={`btn min-h-11 flex-1 ${s.alignment === a ? (a === "good" ? "border-good-400 text-good-300" : "border-evil-400 text-evil-300") : ""}`}
            onClick={() =>
              s.alignment !== a && send({ type: "clocktower.setAlignment", seatId: s.seatId, alignment: a })
            }
          >
            {a === "good" ? t("good") : t("evil")}
          </button>
        ))}
      </div>
    </section>
  );
}

function Note({ seat: s, commands }: Pick<ClocktowerPartProps, "commands"> & { seat: ModeratorSeat }) {
  const t = useTranslations("clocktower.tokenMenu");
  const [note, setNote] = useState(s.note);
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  // A note changed elsewhere (a co-host, an undo) replaces the text, unless this one is being saved.
  const [seen, setSeen] = useState(s.note);
  if (seen !== s.note) {
    setSeen(s.note);
    if (state !== "saving") setNote(s.note);
  }
  const save = async () => {
    if (note === s.note) return;
    setState("saving");
    const outcome = await commands.sendSettled({ type: "clocktower.setNote", seatId: s.seatId, note });
    setState(outcome === "applied" ? "saved" : "failed");
  };
  return (
    <section aria-labelledby="tm-note">
      <h3 id="tm-note" className="label flex items-center gap-2">
        {t("privateNote")}
        <span className="font-normal tracking-normal normal-case" role="status">
          {state === "saving"
            ? t("noteSaving")
            : state === "saved"
              ? t("noteSaved")
              : state === "failed"
                ? t("noteFailed")
                : ""}
        </span>
      </h3>
      <label htmlFor={`tm-note-${s.seatId}`} className="sr-only">
        {t("privateNoteOn", { seat: s.name })}
      </label>
      <textarea
        id={`tm-note-${s.seatId}`}
        className="input min-h-16"
        placeholder={t("notePlaceholder")}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        onBlur={() => void save()}
        maxLength={4000}
      />
      {state === "failed" && (
        <button type="button" className="btn mt-1" onClick={() => void save()}>
          {t("retryNote")}
        </button>
      )}
    </section>
  );
}

function PlayerLink({ gameId, seatId, seatName }: { gameId: string; seatId: string; seatName: string }) {
  const t = useTranslations("clocktower.tokenMenu");
  const links = useSeatLinks(gameId);
  const hasLink = !!links.data?.links.some((l) => l.seatId === seatId);
  return (
    <section aria-labelledby="tm-link">
      <h3 id="tm-link" className="label">
        {t("playerLink")}
      </h3>
      <SeatLinkControls gameId={gameId} seatId={seatId} seatName={seatName} hasLink={hasLink} />
    </section>
  );
}

/** A reminder's own menu: remove it, or move it to another seat (the keyboard's way to drag). */
export function ReminderMenu({
  seat: s,
  token,
  list,
  rules,
  commands,
  onClose,
}: Pick<ClocktowerPartProps, "rules" | "commands"> & {
  seat: ModeratorSeat;
  token: PlacedReminder;
  list: ModeratorSeat[];
  onClose: () => void;
}) {
  const t = useTranslations("clocktower.tokenMenu");
  const label = tokenLabel(rules, token);
  const act = (command: { type: string; [k: string]: unknown }) => {
    onClose();
    void commands.send(command);
  };
  return (
    <SheetDialog testId="reminder-menu" onClose={onClose} title={t("tokenOn", { token: label, seat: s.name })}>
      <button
        type="button"
        className="btn btn-danger min-h-11 w-full"
        onClick={() => act({ type: "clocktower.removeReminder", seatId: s.seatId, token })}
      >
        {t("remove", { token: label, seat: s.name })}
      </button>
      <div>
        <h3 className="label">{t("moveTo")}</h3>
        <div
          className="grid grid-cols-2 gap-1.5 sm:grid-cols-3"
          role="group"
          aria-label={t("moveTokenTo", { token: label })}
        >
          {list
            .filter((x) => x.seatId !== s.seatId)
            .map((x) => (
              <button
                key={x.seatId}
                type="button"
                className="btn min-h-11 justify-start truncate"
                onClick={() =>
                  act({ type: "clocktower.moveReminder", fromSeatId: s.seatId, toSeatId: x.seatId, token })
                }
              >
                {x.name}
              </button>
            ))}
        </div>
      </div>
    </SheetDialog>
  );
}
