"use client";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { PowerOffer } from "@/lib/rulesets/kemomimi-panic/powers";
import type { Message } from "@/lib/i18n/message";
import { k } from "@/lib/rulesets/kemomimi-panic/words";
import { useSay } from "@/lib/i18n/use-say";
import { PlayerSelect, Pill, type Ctx } from "./shared";
import { cardName } from "@/lib/rulesets/kemomimi-panic/characters";

/** What each offered power does when the moderator presses it, and whom it needs. */
const ACTIONS: Record<string, { label: Message; target?: { field: string; label: Message } }> = {
  "kemomimi.shamlockCheck": {
    label: k("panel.powers.checks", { name: "Shamlock" }),
    target: { field: "targetSeatId", label: k("panel.powers.pointsAt", { name: "Shamlock" }) },
  },
  "kemomimi.sheenaCheck": {
    label: k("panel.powers.checks", { name: "Sheena" }),
    target: { field: "targetSeatId", label: k("panel.powers.pointsAt", { name: "Sheena" }) },
  },
  "kemomimi.tristelNewMoon": { label: k("panel.powers.moon", { moon: "new" }) },
  "kemomimi.esterFullMoon": { label: k("panel.powers.moon", { moon: "full" }) },
  "kemomimi.mirandaChangeSuspect": {
    label: k("panel.powers.changeSuspect"),
    target: { field: "suspectSeatId", label: k("panel.powers.newSuspect") },
  },
  "kemomimi.lumaBarVoter": {
    label: k("panel.powers.bar"),
    target: { field: "seatId", label: k("panel.powers.mayNotVote") },
  },
  "kemomimi.cyrilForceTwinVote": { label: k("panel.powers.twin", cardName("beryl", "cyril")) },
  "kemomimi.vernaDeclareInnocent": { label: k("panel.powers.innocent") },
};

/** The powers offered now, in the rulebook's timing order, each a button. */
export function OfferedPowers({ ctx }: { ctx: Ctx }) {
  const offers = ctx.view.hints.offeredPowers;
  const decided = ctx.view.hints.decided ?? [];
  const t = useTranslations("kemomimi.panel.powers");
  const locale = useLocale();
  const names = new Intl.ListFormat(locale, { type: "conjunction" }).format(
    decided.map((d) => t("whose", { name: d.name, player: ctx.name(d.seatId) })),
  );
  if (!offers.length)
    return decided.length && (ctx.view.phase === "day" || ctx.view.phase === "gameStart") ? (
      <p className="text-sm text-good-400" data-testid="kp-powers-decided">
        {t("allDecided", { names })}
      </p>
    ) : null;
  return (
    <div className="space-y-2" data-testid="kp-powers">
      <h4 className="label">{t("offered")}</h4>
      <p className="text-sm text-ink-300" data-testid="kp-powers-waiting">
        {t("waiting", { count: offers.length })}
      </p>
      <ol className="space-y-2">
        {offers.map((o) => (
          <PowerRow key={o.character} offer={o} ctx={ctx} />
        ))}
      </ol>
    </div>
  );
}

function PowerRow({ offer, ctx }: { offer: PowerOffer; ctx: Ctx }) {
  const { view, commands, name } = ctx;
  const t = useTranslations("kemomimi.panel.powers");
  const say = useSay();
  const action = ACTIONS[offer.command] ?? { label: k("panel.powers.use", { name: offer.name }) };
  const [target, setTarget] = useState("");
  const candidates = view.players.filter(
    (p) =>
      !p.out &&
      p.seatId !== offer.seatId &&
      !(offer.command === "kemomimi.mirandaChangeSuspect" && p.seatId === view.vote?.suspect),
  );
  const primary = view.hints.next[0] === offer.command;
  const onLink = !!view.hostSeat;
  return (
    <li className="rounded-lg border border-moon-500/30 bg-night-850 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-moon-300">{offer.name}</span>
        <span className="text-sm text-ink-300">({name(offer.seatId)})</span>
        <span className="ml-auto flex gap-1">
          <Pill>
            {say(offer.timingLabel)}
            {offer.order ? ` (${offer.order})` : ""}
          </Pill>
          {offer.oncePerGame && <Pill tone="moon">{t("oncePerGame")}</Pill>}
        </span>
      </div>
      <p className="mt-1 text-xs leading-relaxed text-ink-400">{offer.text}</p>
      {onLink ? (
        <p className="mt-2 text-sm text-ink-300">{t("onLink")}</p>
      ) : (
        <form
          className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={async (e) => {
            e.preventDefault();
            const answer = await commands.send({
              type: offer.command,
              ...(action.target ? { [action.target.field]: target } : {}),
            });
            if (answer?.applied) setTarget("");
          }}
        >
          {action.target && (
            <PlayerSelect
              label={say(action.target.label)}
              players={candidates}
              name={name}
              value={target}
              onChange={setTarget}
            />
          )}
          <button
            className={`btn ${primary ? "btn-primary" : ""}`}
            disabled={commands.busy || (!!action.target && !target)}
          >
            {say(action.label)}
          </button>
          {offer.declinable && (
            <button
              type="button"
              className="btn"
              disabled={commands.busy}
              onClick={() => void commands.send({ type: "kemomimi.declinePower", character: offer.character })}
            >
              {t("dontUse")}
            </button>
          )}
        </form>
      )}
    </li>
  );
}

/** Powers that fire by themselves, and those whose text the moderator wrote (she rules on them). */
export function WatchList({ ctx }: { ctx: Ctx }) {
  const { view, name } = ctx;
  const t = useTranslations("kemomimi.panel.powers");
  const watch = view.hints.watch;
  if (!watch.length) return null;
  return (
    <details className="group rounded-lg border border-night-700 bg-night-850/60 px-3 py-2">
      <summary className="cursor-pointer text-sm text-ink-300 select-none">
        {t("watch")} <span className="text-ink-400">({watch.length})</span>
      </summary>
      <ul className="mt-2 space-y-2">
        {watch.map((w) => (
          <li key={w.character} className="text-sm">
            <span className="font-medium text-ink-100">{w.name}</span>{" "}
            <span className="text-ink-400">({name(w.seatId)})</span>{" "}
            {w.automatic ? <Pill tone="good">{t("automatic")}</Pill> : <Pill tone="moon">{t("yourRuling")}</Pill>}
            {w.used && <span className="ml-1 text-xs text-ink-400">{t("used")}</span>}
            <p className="mt-0.5 text-xs text-ink-400">{w.text || t("noText")}</p>
          </li>
        ))}
      </ul>
    </details>
  );
}
