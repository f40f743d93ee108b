"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useNameList } from "@/lib/i18n/use-name-list";
import { ROLES } from "@/lib/rulesets/kemomimi-panic/roles";
import { Pill, Section, teamTone, type Ctx } from "./shared";

/** Everyone's cards as the Game Master sees them: character, role, Fake Jewelry, in or out. */
export function PlayersCard({ ctx }: { ctx: Ctx }) {
  const { view, name } = ctx;
  const t = useTranslations("kemomimi.panel.table");
  const inGame = view.players.filter((p) => !p.out).length;
  // On a phone the current step comes first: the table folds until opened. The panel renders once
  // the game has loaded in the browser, so the width is known here.
  const [open, setOpen] = useState(() => typeof window === "undefined" || window.innerWidth >= 640);
  return (
    <Section title={t("title")} aside={t("inGame", { in: inGame, total: view.players.length })}>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} data-testid="kp-table-fold">
        <summary className="mb-2 cursor-pointer text-sm text-ink-300 select-none">
          {view.hostSeat ? t("foldHost") : t("fold")}
        </summary>
        <ol className="divide-y divide-night-700/70" data-testid="kp-table">
          {view.players.map((p) => {
            const suspect = view.vote?.suspect === p.seatId && !view.outcome;
            const thiefTonight = view.night?.thief === p.seatId;
            const winner = view.outcome?.winners.includes(p.seatId);
            return (
              <li key={p.seatId} className={`py-2.5 ${p.out ? "opacity-60" : ""}`} data-testid="kp-table-row">
                <div className="flex flex-wrap items-center gap-1.5">
                  <span className={`font-semibold ${p.out ? "text-ink-400 line-through" : "text-ink-100"}`}>
                    {name(p.seatId)}
                  </span>
                  {p.isLeader && <Pill tone="moon">{t("leader")}</Pill>}
                  {suspect && <Pill tone="blood">{t("suspect")}</Pill>}
                  {thiefTonight && <Pill tone="blood">{t("stealsTonight")}</Pill>}
                  {p.out && <Pill>{p.leftTable ? t("leftTable") : t("out")}</Pill>}
                  {winner && <Pill tone="good">{t("winner")}</Pill>}
                  <span className="ml-auto text-sm whitespace-nowrap" title={t("jewelryTitle")}>
                    {p.jewelry > 0 ? (
                      <span className="text-moon-300">{t("jewelry", { count: p.jewelry })}</span>
                    ) : (
                      <span className="text-ink-400">{t("none")}</span>
                    )}
                  </span>
                </div>
                <div className="mt-0.5 flex flex-wrap gap-x-2 text-sm">
                  <span className="text-ink-300">{p.characterName}</span>
                  {p.roleName && (
                    <>
                      <span className="text-ink-400">·</span>
                      <span className={`font-medium ${teamTone(p.team)}`}>{p.roleName}</span>
                    </>
                  )}
                  {p.oncePowerUsed && <span className="text-xs text-ink-400">{t("powerUsed")}</span>}
                </div>
              </li>
            );
          })}
        </ol>
      </details>
      <Checks ctx={ctx} />
      <RemovedCard ctx={ctx} />
    </Section>
  );
}

/** The checkers as the table calls them (their cards' names, data: not translated). */
const SHORT_NAMES = { shamlock: "Shamlock", sheena: "Sheena" } as const;

/** Shamlock's and Sheena's secret answers, for the moderator to pass on. */
function Checks({ ctx }: { ctx: Ctx }) {
  const { view, name } = ctx;
  const t = useTranslations("kemomimi.panel.table");
  if (!view.checks.length) return null;
  return (
    <div className="mt-3 border-t border-night-700/70 pt-3">
      <p className="label">{t("checks")}</p>
      <ul className="space-y-1 text-sm" data-testid="kp-checks">
        {[...view.checks].reverse().map((c, i) => (
          <li key={i} className="text-ink-200">
            <span className="text-ink-400">{c.day === 0 ? t("checkStart") : t("checkDay", { day: c.day })} · </span>
            {t("checkLine", { checker: SHORT_NAMES[c.character], name: name(c.by), target: name(c.target) })}{" "}
            <strong className={c.isCivilian ? "text-good-400" : "text-blood-400"}>
              {c.isCivilian ? t("civilian") : t("notCivilian")}
            </strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The card(s) returned to the box: hidden until the moderator looks on purpose (logged). */
function RemovedCard({ ctx }: { ctx: Ctx }) {
  const { view, commands } = ctx;
  const t = useTranslations("kemomimi.panel.table");
  const list = useNameList();
  const r = view.removed;
  if (!r.count) return null;
  return (
    <div
      className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-night-700/70 pt-3 text-sm"
      data-testid="kp-removed"
    >
      <span className="text-ink-300">{t("removed", { count: r.count })}</span>
      {view.hostSeat ? (
        <span className="text-ink-400">{t("unseenUntilEnd")}</span>
      ) : r.cards ? (
        <>
          <strong className="text-ink-100">{list(r.cards.map((c) => ROLES[c].name))}</strong>
          <span className="text-xs text-ink-400">{r.lookedAt ? t("looked") : t("over")}</span>
        </>
      ) : (
        <>
          <span className="text-ink-400">{t("unseen")}</span>
          <button
            className="btn btn-ghost ml-auto px-2 text-sm"
            disabled={commands.busy}
            onClick={() => commands.send({ type: "kemomimi.lookAtRemovedCard" })}
          >
            {t("look")}
          </button>
        </>
      )}
    </div>
  );
}
