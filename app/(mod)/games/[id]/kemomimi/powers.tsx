"use client";
import { useState } from "react";
import type { PowerOffer } from "@/lib/rulesets/kemomimi-panic/powers";
import { PlayerSelect, Pill, type Ctx } from "./shared";

/** What each offered power does when the moderator presses it, and whom it needs. */
const ACTIONS: Record<string, { label: string; target?: { field: string; label: string } }> = {
  "kemomimi.shamlockCheck": {
    label: "Shamlock checks",
    target: { field: "targetSeatId", label: "Player Shamlock points at" },
  },
  "kemomimi.sheenaCheck": {
    label: "Sheena checks",
    target: { field: "targetSeatId", label: "Player Sheena points at" },
  },
  "kemomimi.tristelNewMoon": { label: "Turn the Moon to the new moon" },
  "kemomimi.esterFullMoon": { label: "Turn the Moon to the full moon" },
  "kemomimi.mirandaChangeSuspect": {
    label: "Change the suspect",
    target: { field: "suspectSeatId", label: "New suspect" },
  },
  "kemomimi.lumaBarVoter": {
    label: "Bar from the vote",
    target: { field: "seatId", label: "Player who may not vote" },
  },
  "kemomimi.cyrilForceTwinVote": { label: "Make the Younger Twin vote as Cyril" },
  "kemomimi.vernaDeclareInnocent": { label: "Change the verdict to innocent" },
};

/** The powers offered now, in the rulebook's timing order, each a button. */
export function OfferedPowers({ ctx }: { ctx: Ctx }) {
  const offers = ctx.view.hints.offeredPowers;
  if (!offers.length) return null;
  return (
    <div className="space-y-2" data-testid="kp-powers">
      <h4 className="label">Powers offered now</h4>
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
  const action = ACTIONS[offer.command] ?? { label: `Use ${offer.name}'s power` };
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
            {offer.timingLabel}
            {offer.order ? ` (${offer.order})` : ""}
          </Pill>
          {offer.oncePerGame && <Pill tone="moon">once per game</Pill>}
        </span>
      </div>
      <p className="mt-1 text-xs leading-relaxed text-ink-400">{offer.text}</p>
      {onLink ? (
        <p className="mt-2 text-sm text-ink-300">She may use it now, on her own link.</p>
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
              label={action.target.label}
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
            {action.label}
          </button>
        </form>
      )}
    </li>
  );
}

/** Powers that fire by themselves, and those whose text the moderator wrote (she rules on them). */
export function WatchList({ ctx }: { ctx: Ctx }) {
  const { view, name } = ctx;
  const watch = view.hints.watch;
  if (!watch.length) return null;
  return (
    <details className="group rounded-lg border border-night-700 bg-night-850/60 px-3 py-2">
      <summary className="cursor-pointer text-sm text-ink-300 select-none">
        Powers to keep an eye on <span className="text-ink-400">({watch.length})</span>
      </summary>
      <ul className="mt-2 space-y-2">
        {watch.map((w) => (
          <li key={w.character} className="text-sm">
            <span className="font-medium text-ink-100">{w.name}</span>{" "}
            <span className="text-ink-400">({name(w.seatId)})</span>{" "}
            {w.automatic ? <Pill tone="good">applied automatically</Pill> : <Pill tone="moon">your ruling</Pill>}
            {w.used && <span className="ml-1 text-xs text-ink-400">used</span>}
            <p className="mt-0.5 text-xs text-ink-400">
              {w.text || "No power text written. Rule on it yourself and note it under Override."}
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
