"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { ClocktowerPartProps } from "../shared";

/** The day-time abilities that act tonight: the Gossip's statement and its verdict, the Moonchild's choice. */
export function DayAbilitiesForm({ rules, commands }: Pick<ClocktowerPartProps, "rules" | "commands">) {
  const t = useTranslations("clocktower.dayAbilities");
  const [statement, setStatement] = useState("");
  const [chosen, setChosen] = useState("");
  const gossip = rules.seats.find((s) => s.characterId === "gossip" && s.alive);
  const moonchild = rules.seats.find((s) => s.characterId === "moonchild" && (!s.alive || s.registersDead));
  const today = rules.dayAbilities;
  const byDay = rules.phase?.kind === "day";
  if (!gossip && !moonchild && !today.gossip && !today.moonchild) return null;
  const alive = rules.seats.filter((s) => s.alive && !s.registersDead);
  return (
    <div className="mb-3 space-y-2 rounded-md border border-night-800 p-2 text-sm" data-testid="day-abilities">
      <h3 className="label">{t("title", { number: today.night })}</h3>
      {today.gossip ? (
        <div className="flex flex-wrap items-center gap-2">
          <span>
            {t("gossipSaid", {
              statement: today.gossip.statement,
              verdict: today.gossip.true === undefined ? "open" : today.gossip.true ? "true" : "false",
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
                {t("gossipLabel", { seat: gossip.name })}
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
          {t("moonchildChose", { seat: rules.seats.find((s) => s.seatId === today.moonchild!.chosen)?.name ?? "?" })}
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
            <div>
              <label className="label" htmlFor="ct-moonchild">
                {t("moonchildLabel", { seat: moonchild.name })}
              </label>
              <select id="ct-moonchild" className="input" value={chosen} onChange={(e) => setChosen(e.target.value)}>
                <option value="">—</option>
                {alive.map((s) => (
                  <option key={s.seatId} value={s.seatId}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            <button className="btn" disabled={commands.busy || !chosen}>
              {t("recordChoice")}
            </button>
          </form>
        )
      )}
    </div>
  );
}
