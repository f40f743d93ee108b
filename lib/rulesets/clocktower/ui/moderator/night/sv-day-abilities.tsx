"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { ClocktowerPartProps } from "../shared";

type Rules = ClocktowerPartProps["rules"];
type Commands = ClocktowerPartProps["commands"];

const MAX_GUESSES = 5;

/**
 * Sects & Violets' day abilities the storyteller records (editions/sects-and-violets/day.ts): the
 * Juggler's guesses (their link may send them too), the Savant's two statements, the Artist's question
 * (once per game). What is recorded for today is shown; the night's information reads it.
 */
export function SvDayAbilities({ rules, commands }: { rules: Rules; commands: Commands }) {
  const t = useTranslations("clocktower.dayAbilities.sv");
  const byDay = rules.phase?.kind === "day";
  const today = rules.dayAbilities;
  const holder = (id: string) => rules.seats.find((s) => s.characterId === id && !s.traveller);
  const juggler = holder("juggler");
  const savant = holder("savant");
  const artist = holder("artist");
  if (!(juggler || savant || artist) || (!byDay && !today.juggler && !today.savant && !today.artist)) return null;
  const nameOf = (seatId: string) => rules.seats.find((s) => s.seatId === seatId)?.name ?? seatId;
  const charName = (id: string) => rules.script?.characters.find((c) => c.id === id)?.name ?? id;
  return (
    <div className="mb-3 space-y-3 rounded-md border border-night-800 p-2 text-sm" data-testid="sv-day-abilities">
      {juggler && (
        <div data-testid="sv-juggler">
          {today.juggler ? (
            <p>
              {t("jugglerGuessed", {
                seat: nameOf(today.juggler.seatId),
                guesses: today.juggler.guesses
                  .map((g) => t("guess", { seat: nameOf(g.seatId), character: charName(g.characterId) }))
                  .join(t("separator")),
              })}
            </p>
          ) : null}
          {byDay && <JugglerForm rules={rules} commands={commands} seatId={juggler.seatId} name={juggler.name} />}
        </div>
      )}
      {savant && (
        <div data-testid="sv-savant">
          {today.savant && (
            <p>
              {t("savantTold", {
                seat: nameOf(today.savant.seatId),
                a: today.savant.statements[0],
                b: today.savant.statements[1],
              })}
            </p>
          )}
          {byDay && <SavantForm commands={commands} seatId={savant.seatId} name={savant.name} />}
        </div>
      )}
      {artist && (
        <div data-testid="sv-artist">
          {today.artist && (
            <p>
              {t("artistAsked", {
                seat: nameOf(today.artist.seatId),
                question: today.artist.question,
                answer: today.artist.answer === undefined ? "open" : today.artist.answer ? "yes" : "no",
              })}
            </p>
          )}
          {byDay && <ArtistForm commands={commands} seatId={artist.seatId} name={artist.name} />}
        </div>
      )}
    </div>
  );
}

function JugglerForm({
  rules,
  commands,
  seatId,
  name,
}: {
  rules: Rules;
  commands: Commands;
  seatId: string;
  name: string;
}) {
  const t = useTranslations("clocktower.dayAbilities.sv");
  const [rows, setRows] = useState<Array<{ seatId: string; characterId: string }>>(
    Array.from({ length: MAX_GUESSES }, () => ({ seatId: "", characterId: "" })),
  );
  const guesses = rows.filter((r) => r.seatId && r.characterId);
  const characters = (rules.script?.characters ?? []).filter((c) => c.team !== "traveller" && c.team !== "fabled");
  const set = (i: number, patch: Partial<{ seatId: string; characterId: string }>) =>
    setRows((old) => old.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <form
      className="space-y-1"
      onSubmit={(e) => {
        e.preventDefault();
        void commands.send({ type: "clocktower.dayAbility", ability: { kind: "juggler", seatId, guesses } });
      }}
    >
      <p className="label">{t("jugglerLabel", { seat: name, count: MAX_GUESSES })}</p>
      {rows.map((r, i) => (
        <div key={i} className="flex flex-wrap gap-2">
          <select
            aria-label={t("guessPlayer", { number: i + 1 })}
            className="input"
            value={r.seatId}
            onChange={(e) => set(i, { seatId: e.target.value })}
          >
            <option value="">—</option>
            {rules.seats
              .filter((s) => !s.traveller)
              .map((s) => (
                <option key={s.seatId} value={s.seatId}>
                  {s.name}
                </option>
              ))}
          </select>
          <select
            aria-label={t("guessCharacter", { number: i + 1 })}
            className="input"
            value={r.characterId}
            onChange={(e) => set(i, { characterId: e.target.value })}
          >
            <option value="">—</option>
            {characters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button className="btn" disabled={commands.busy || guesses.length === 0}>
        {t("recordGuesses")}
      </button>
    </form>
  );
}

function SavantForm({ commands, seatId, name }: { commands: Commands; seatId: string; name: string }) {
  const t = useTranslations("clocktower.dayAbilities.sv");
  const [a, setA] = useState("");
  const [b, setB] = useState("");
  return (
    <form
      className="space-y-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (a.trim() && b.trim())
          void commands.send({
            type: "clocktower.dayAbility",
            ability: { kind: "savant", seatId, statements: [a.trim(), b.trim()] },
          });
      }}
    >
      <p className="label">{t("savantLabel", { seat: name })}</p>
      <input
        aria-label={t("statement", { number: 1 })}
        className="input"
        value={a}
        onChange={(e) => setA(e.target.value)}
      />
      <input
        aria-label={t("statement", { number: 2 })}
        className="input"
        value={b}
        onChange={(e) => setB(e.target.value)}
      />
      <button className="btn" disabled={commands.busy || !a.trim() || !b.trim()}>
        {t("recordStatements")}
      </button>
    </form>
  );
}

function ArtistForm({ commands, seatId, name }: { commands: Commands; seatId: string; name: string }) {
  const t = useTranslations("clocktower.dayAbilities.sv");
  const [question, setQuestion] = useState("");
  const [answer, setAnswer] = useState<"" | "yes" | "no">("");
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (question.trim())
          void commands.send({
            type: "clocktower.dayAbility",
            ability: {
              kind: "artist",
              seatId,
              question: question.trim(),
              ...(answer ? { answer: answer === "yes" } : {}),
            },
          });
      }}
    >
      <div className="min-w-0 flex-1">
        <label className="label" htmlFor="ct-artist-question">
          {t("artistLabel", { seat: name })}
        </label>
        <input
          id="ct-artist-question"
          className="input"
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
        />
      </div>
      <select
        aria-label={t("artistAnswer")}
        className="input"
        value={answer}
        onChange={(e) => setAnswer(e.target.value as "" | "yes" | "no")}
      >
        <option value="">{t("answerOpen")}</option>
        <option value="yes">{t("answerYes")}</option>
        <option value="no">{t("answerNo")}</option>
      </select>
      <button className="btn" disabled={commands.busy || !question.trim()}>
        {t("recordQuestion")}
      </button>
    </form>
  );
}
