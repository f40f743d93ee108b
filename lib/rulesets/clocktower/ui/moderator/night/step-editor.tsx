"use client";
import { useDeadlineFormat } from "@/lib/client/use-clock";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import { msg } from "@/lib/i18n/message";
import type { NightChoice, NightSheetStep, Registration } from "@/lib/rulesets/clocktower";
import { poolCharacters, WarningList, type ClocktowerPartProps } from "../shared";
import { ChoiceFields } from "./choice-fields";
import { EffectsList, useEffectChoice } from "./effects-list";
import { GainedAbility } from "./gained-ability";
import { RegistrationFields } from "./registration-fields";

const sameSeats = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** One night step, its form fitted to its ability: the choice, what to tell, the effects, the kills by hand. */
export function StepEditor({
  step,
  night,
  rules,
  seats,
  commands,
  describe,
  held,
  onMarkedDone,
}: ClocktowerPartProps & {
  step: NightSheetStep;
  night: number;
  describe: (c: NightChoice) => string;
  /** Just marked done, kept open for its proposed effects. */
  held: boolean;
  onMarkedDone: () => void;
}) {
  const t = useTranslations("clocktower.step");
  const say = useSay();
  const when = useDeadlineFormat();
  const saved0 = step.record?.choice ?? step.submitted?.choice ?? null;
  // Until the storyteller picks, the step's proposal (Trouble Brewing's pings) fills the form, following it
  // when it changes (a Spy's registration answered). A saved choice naming no one is no pick.
  const base = saved0 && ((saved0.seats?.length ?? 0) > 0 || !!saved0.character) ? saved0 : null;
  const [chosenEdited, setChosen] = useState<string[] | null>(base ? (base.seats ?? []) : null);
  const [characterEdited, setCharacter] = useState<string | null>(base ? (base.character ?? "") : null);
  const [yesEdited, setYes] = useState<boolean | undefined>(saved0?.yes);
  const chosen = chosenEdited ?? step.proposed?.seats ?? [];
  const character = characterEdited ?? step.proposed?.character ?? "";
  const [registrations, setRegistrations] = useState<Registration[]>(step.record?.registrations ?? []);
  const [toldEdited, setToldEdited] = useState<string | null>(step.record?.told ?? null);
  const [falseInfo, setFalse] = useState(step.record?.falseInfo ?? false);
  const [kills, setKills] = useState<string[]>(step.record?.kills.map((k) => k.seatId) ?? []);
  const form = step.form;
  const isAlive = (id: string) => {
    const r = rules.seats.find((x) => x.seatId === id);
    return !!r && r.alive && !r.registersDead;
  };
  const nameOf = (id: string) => seats.find((s) => s.id === id)?.name ?? id;
  const characterName = (id: string) => poolCharacters(rules).find((c) => c.id === id)?.name ?? id;
  // The Chambermaid's number follows the players picked, until the storyteller edits it. So does a ping
  // (two players and a character), told as picked, in seat order; the Librarian's "no one" is zero Outsiders.
  const pinged = seats.filter((s) => chosen.includes(s.id)).map((s) => s.name);
  const ping = form.storytellerPicks && !!form.character;
  const live =
    ping && pinged.length === 2 && character
      ? say(msg("clocktower.night.tb.oneOfTwo", { a: pinged[0]!, b: pinged[1]!, character: characterName(character) }))
      : ping && form.noOne && chosen.length === 0 && !character
        ? say(msg("clocktower.night.tb.zeroOutsiders"))
        : step.stepId === "chambermaid" && chosen.length
          ? t("woke", { count: chosen.filter((id) => step.woke.includes(id)).length })
          : step.stepId === "grandmother" && night === 1 && chosen[0] && !step.suggestedTold
            ? t("grandchild", {
                seat: nameOf(chosen[0]),
                character: rules.seats.find((s) => s.seatId === chosen[0])?.characterName ?? "?",
              })
            : step.suggestedTold
              ? say(step.suggestedTold)
              : "";
  const told = toldEdited ?? live;
  const idp = `st-${step.key.replace(/[^\w-]/g, "-")}`;
  const choice = (): NightChoice => {
    const c: NightChoice = {};
    if (form.players) c.seats = chosen;
    if (character) c.character = character;
    if (form.yesNo && yesEdited !== undefined) c.yes = yesEdited;
    return c;
  };
  const recordCommand = (done: boolean) => ({
    type: "clocktower.recordStep",
    night,
    stepId: step.stepId,
    ...(step.seatId ? { seatId: step.seatId } : {}),
    choice: choice(),
    ...(form.tell || told ? { told } : {}),
    falseInfo,
    ...(registrations.length ? { registrations } : {}),
    done,
    kills: kills.map((seatId) => ({
      seatId,
      cause: "night" as const,
      ...(step.kind === "character" ? { by: step.stepId } : {}),
    })),
  });
  const record = (done: boolean) => commands.send(recordCommand(done));
  // An answer to "how do they register?" is saved at once, so that the proposal reads it: the picks and
  // the told text go with it only if the storyteller edited them (else they follow the new proposal).
  const answer = (a: Registration[]) => {
    setRegistrations(a);
    const c = recordCommand(step.done);
    void commands.send({
      ...c,
      choice: chosenEdited !== null || characterEdited !== null ? c.choice : {},
      told: toldEdited ?? undefined,
      registrations: a,
    });
  };
  const effectChoice = useEffectChoice(step, night);
  const enterForPlayer = () =>
    commands.send({ type: "clocktower.submitNightAction", seatId: step.seatId, choice: choice() });
  const saved = step.record?.choice ?? step.submitted?.choice ?? null;
  const stale =
    !saved ||
    !sameSeats(saved.seats ?? [], chosen) ||
    (saved.character ?? "") !== character ||
    (!!form.yesNo && saved.yes !== yesEdited);
  // The effects of the choice as it stands are on screen, ticked as proposed: one click records the
  // step, applies them and moves on.
  const withEffects = !stale && !step.done && step.effects.length > 0 && !step.applied;
  const markDone = async () => {
    onMarkedDone();
    if (!withEffects) return record(true);
    if ((await commands.sendSettled(recordCommand(true))) === "applied") await commands.send(effectChoice.command);
  };
  const demonKills = rules.seats.find((s) => s.characterId === step.stepId)?.team === "demon";
  return (
    <form
      className="space-y-2 border-t border-night-800 p-2 text-sm"
      aria-label={
        step.seatName
          ? t("recordFor", { step: say(step.name), seat: step.seatName })
          : t("record", { step: say(step.name) })
      }
      onSubmit={(e) => {
        e.preventDefault();
        void markDone();
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          void markDone();
        }
      }}
    >
      {step.reminder && <p className="whitespace-pre-wrap text-ink-300">{say(step.reminder)}</p>}
      {step.jinxes.length > 0 && (
        <ul className="space-y-0.5 text-xs text-moon-300" data-testid="step-jinxes">
          {step.jinxes.map((j, i) => (
            <li key={i}>{say(j)}</li>
          ))}
        </ul>
      )}
      <WarningList warnings={step.warnings} />
      {step.because.length > 0 && (
        <div className="text-xs text-ink-300" data-testid="step-because">
          <p className="label">{t("because")}</p>
          <ul className="list-inside list-disc">
            {step.because.map((b, i) => (
              <li key={i}>{say(b)}</li>
            ))}
          </ul>
        </div>
      )}
      {step.shape && <p className="text-xs text-ink-400">{t("playerChoice", { prompt: say(step.shape.prompt) })}</p>}
      {step.submitted && (
        <p className="text-xs text-moon-300" data-testid="step-submitted">
          {t("submitted", {
            by: step.submitted.by === "player" ? "player" : "storyteller",
            at: when(step.submitted.at),
            choice: describe(step.submitted.choice),
          })}
        </p>
      )}
      {step.stepId === "travellers" && step.seatId && (
        <GainedAbility seatId={step.seatId} rules={rules} commands={commands} />
      )}
      {!step.skipped && (
        <>
          <ChoiceFields
            step={step}
            rules={rules}
            seats={seats}
            chosen={chosen}
            setChosen={setChosen}
            character={character}
            setCharacter={setCharacter}
            yes={yesEdited}
            setYes={setYes}
          />
          <RegistrationFields step={step} rules={rules} answers={registrations} setAnswers={answer} />
          {(form.tell || step.kind === "character") && (
            <div>
              <label className="label" htmlFor={`${idp}-told`}>
                {form.tell ? t("toTell") : t("told")}
              </label>
              <textarea
                id={`${idp}-told`}
                aria-label={t("told")}
                className="input min-h-14"
                value={told}
                onChange={(e) => setToldEdited(e.target.value)}
              />
              <label className="mt-1 flex items-center gap-2 text-xs">
                <input type="checkbox" checked={falseInfo} onChange={(e) => setFalse(e.target.checked)} />
                {t("falseInfo")}
              </label>
            </div>
          )}
          <EffectsList step={step} commands={commands} stale={stale} next={held} choice={effectChoice} />
          {step.kind === "character" && (
            <details open={kills.length > 0}>
              <summary className="cursor-pointer text-xs text-ink-400">
                {t("killsByHand", { demon: demonKills ? "yes" : "no" })}
              </summary>
              <div className="mt-1 flex flex-wrap gap-1">
                {rules.seats
                  .filter((p) => isAlive(p.seatId))
                  .map((p) => (
                    <label
                      key={p.seatId}
                      className={`flex cursor-pointer items-center gap-1 rounded border px-1.5 py-0.5 text-xs ${kills.includes(p.seatId) ? "border-blood-500 bg-blood-500/15" : "border-night-700"}`}
                    >
                      <input
                        type="checkbox"
                        aria-label={t("kills", { step: say(step.name), seat: p.name })}
                        checked={kills.includes(p.seatId)}
                        onChange={() =>
                          setKills((k) => (k.includes(p.seatId) ? k.filter((x) => x !== p.seatId) : [...k, p.seatId]))
                        }
                      />
                      {p.name}
                    </label>
                  ))}
              </div>
            </details>
          )}
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <button className="btn btn-primary" disabled={commands.busy} aria-keyshortcuts="Control+Enter">
          {step.done ? t("save") : withEffects ? t("recordApplyDone") : t("recordDone")}
        </button>
        <button type="button" className="btn" disabled={commands.busy} onClick={() => void record(false)}>
          {t("saveNotDone")}
        </button>
        {step.shape && step.seatId && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={commands.busy}
            onClick={() => void enterForPlayer()}
          >
            {t("enterForPlayer")}
          </button>
        )}
      </div>
    </form>
  );
}
