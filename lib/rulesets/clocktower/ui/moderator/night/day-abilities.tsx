"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/field";
import { useSay } from "@/lib/i18n/use-say";
import { namesIn, type ClocktowerPartProps } from "../shared";

/**
 * The day-time abilities: the Gossip's statement and its verdict, the Moonchild's choice (they act
 * tonight), and by day the Slayer's public shot (anyone may claim it; the rules decide what comes of it).
 */
export function DayAbilitiesForm({ rules, commands }: Pick<ClocktowerPartProps, "rules" | "commands">) {
  const t = useTranslations("clocktower.dayAbilities");
  const [statement, setStatement] = useState("");
  const [chosen, setChosen] = useState("");
  const [shooter, setShooter] = useState("");
  const [target, setTarget] = useState("");
  const [outcome, setOutcome] = useState<"" | "dies" | "nothing">("");
  const [klutzChoice, setKlutzChoice] = useState("");
  const say = useSay();
  const gossip = rules.seats.find((s) => s.characterId === "gossip" && s.alive);
  const moonchild = rules.seats.find((s) => s.characterId === "moonchild" && (!s.alive || s.registersDead));
  const today = rules.dayAbilities;
  const byDay = rules.phase?.kind === "day";
  const slayerName = rules.script?.characters.find((c) => c.id === "slayer")?.name;
  const shots = rules.day?.abilityUses ?? [];
  // Sects & Violets' Klutz: once dead, their public choice (an evil player: good loses).
  const klutz = rules.seats.find((s) => s.characterId === "klutz" && (!s.alive || s.registersDead));
  const klutzName = rules.script?.characters.find((c) => c.id === "klutz")?.name ?? "klutz";
  if (!gossip && !moonchild && !klutz && !today.gossip && !today.moonchild && !(slayerName && byDay)) return null;
  const aliveOptions = rules.seats
    .filter((s) => s.alive && !s.registersDead)
    .map((s) => ({ value: s.seatId, label: s.name }));
  return (
    <div className="mb-3 space-y-2 rounded-md border border-night-800 p-2 text-sm" data-testid="day-abilities">
      <h3 className="label">{t("title", { number: today.night })}</h3>
      {today.gossip ? (
        <div className="flex flex-wrap items-center gap-2">
          <span>
            {t("gossipSaid", {
              statement: today.gossip.statement,
              verdict: today.gossip.true === undefined ? "open" : today.gossip.true ? "true" : "false",
              ...namesIn(rules, "gossip"),
            })}
          </span>
          <button
            type="button"
            className="btn"
            disabled={commands.busy}
            onClick={() =>
              void commands.send({ type: "clocktower.dayAbility", ability: { kind: "gossipTrue", true: true } })
            }
          >
            {t("wasTrue")}
          </button>
          <button
            type="button"
            className="btn"
            disabled={commands.busy}
            onClick={() =>
              void commands.send({ type: "clocktower.dayAbility", ability: { kind: "gossipTrue", true: false } })
            }
          >
            {t("wasFalse")}
          </button>
        </div>
      ) : (
        gossip &&
        byDay && (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (statement.trim())
                void commands.send({
                  type: "clocktower.dayAbility",
                  ability: { kind: "gossip", seatId: gossip.seatId, statement: statement.trim() },
                });
            }}
          >
            <div className="min-w-0 flex-1">
              <label className="label" htmlFor="ct-gossip">
                {t("gossipLabel", { seat: gossip.name, ...namesIn(rules, "gossip") })}
              </label>
              <input
                id="ct-gossip"
                className="input"
                value={statement}
                onChange={(e) => setStatement(e.target.value)}
              />
            </div>
            <button className="btn" disabled={commands.busy || !statement.trim()}>
              {t("recordStatement")}
            </button>
          </form>
        )
      )}
      {today.moonchild ? (
        <p>
          {t("moonchildChose", {
            seat: rules.seats.find((s) => s.seatId === today.moonchild!.chosen)?.name ?? "?",
            ...namesIn(rules, "moonchild"),
          })}
        </p>
      ) : (
        moonchild && (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (chosen)
                void commands.send({
                  type: "clocktower.dayAbility",
                  ability: { kind: "moonchild", seatId: moonchild.seatId, chosen },
                });
            }}
          >
            <SelectField
              id="ct-moonchild"
              label={t("moonchildLabel", { seat: moonchild.name, ...namesIn(rules, "moonchild") })}
              placeholder="—"
              options={aliveOptions}
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
            />
            <button className="btn" disabled={commands.busy || !chosen}>
              {t("recordChoice")}
            </button>
          </form>
        )
      )}
      {today.klutz ? (
        <p>
          {t("klutzChose", {
            character: klutzName,
            seat: rules.seats.find((s) => s.seatId === today.klutz!.chosen)?.name ?? "?",
          })}
        </p>
      ) : (
        klutz && (
          <form
            className="flex flex-wrap items-end gap-2"
            data-testid="klutz-choice"
            onSubmit={(e) => {
              e.preventDefault();
              if (klutzChoice)
                void commands.send({
                  type: "clocktower.dayAbility",
                  ability: { kind: "klutz", seatId: klutz.seatId, chosen: klutzChoice },
                });
            }}
          >
            <SelectField
              id="ct-klutz"
              label={t("klutzLabel", { seat: klutz.name, character: klutzName })}
              placeholder="—"
              options={aliveOptions}
              value={klutzChoice}
              onChange={(e) => setKlutzChoice(e.target.value)}
            />
            <button className="btn" disabled={commands.busy || !klutzChoice}>
              {t("recordChoice")}
            </button>
          </form>
        )
      )}
      {slayerName && byDay && (
        <form
          className="flex flex-wrap items-end gap-2"
          data-testid="slayer-shot"
          onSubmit={(e) => {
            e.preventDefault();
            if (shooter && target)
              void commands.send({
                type: "clocktower.dayAbility",
                ability: {
                  kind: "slayer",
                  seatId: shooter,
                  target,
                  ...(outcome ? { dies: outcome === "dies" } : {}),
                },
              });
          }}
        >
          {shots.length > 0 && (
            <ul className="w-full list-inside list-disc">
              {shots.map((u, i) => (
                <li key={i}>{say(u.text)}</li>
              ))}
            </ul>
          )}
          <SelectField
            id="ct-slayer-shooter"
            label={t("slayerShooter", { slayer: slayerName })}
            placeholder="—"
            options={aliveOptions}
            value={shooter}
            onChange={(e) => setShooter(e.target.value)}
          />
          <SelectField
            id="ct-slayer-target"
            label={t("slayerTarget")}
            placeholder="—"
            options={aliveOptions}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          />
          <SelectField
            id="ct-slayer-outcome"
            label={t("slayerVerdict")}
            placeholder={t("slayerRule")}
            options={[
              { value: "dies", label: t("slayerDies") },
              { value: "nothing", label: t("slayerNothing") },
            ]}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as "" | "dies" | "nothing")}
          />
          <button className="btn" disabled={commands.busy || !shooter || !target}>
            {t("recordShot")}
          </button>
        </form>
      )}
    </div>
  );
}
