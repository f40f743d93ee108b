"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Pill, type Ctx } from "./shared";
import { cardName } from "@/lib/rulesets/kemomimi-panic/characters";

/**
 * With a playing host, each player gives her hand on her own link and the hands are shown together
 * at the count: the host sees how many are in and closes the vote.
 */
function HandsOnLinks({ ctx }: { ctx: Ctx }) {
  const { view, commands, name } = ctx;
  const t = useTranslations("kemomimi.panel.vote");
  const vote = view.vote!;
  const all = vote.handsIn >= vote.voters;
  return (
    <div className="space-y-3">
      <div className="rounded-lg border border-blood-500/40 bg-night-850 px-4 py-3">
        <p className="text-sm text-ink-300">{t("suspect")}</p>
        <p className="text-xl font-semibold text-ink-100">{name(vote.suspect)}</p>
      </div>
      <p className="text-lg text-ink-100" aria-live="polite" data-testid="kp-hands-in">
        {t("handsIn", { handsIn: vote.handsIn, voters: vote.voters })}
        <span className="ml-2 text-sm text-ink-400">{t("makeGuilty", { needed: vote.needed })}</span>
      </p>
      <p className="text-sm text-ink-400">{t("onLinks")}</p>
      <button
        className={`btn ${all ? "btn-primary" : ""}`}
        disabled={commands.busy}
        onClick={() => commands.send({ type: "kemomimi.countVotes" })}
      >
        {t("close")}
      </button>
    </div>
  );
}

/** The pre-voting step: one checkbox per player for a raised hand, then the count. */
export function VoteControls({ ctx }: { ctx: Ctx }) {
  const { view, commands, name } = ctx;
  const t = useTranslations("kemomimi.panel.vote");
  const vote = view.vote;
  const serverHands = vote?.hands ?? [];
  const key = serverHands.join(",");
  // A click shows at once; the server's record wins as soon as it changes (another moderator, a
  // player's link, an undo), since the click was made on the record it replaced.
  const [pending, setPending] = useState<{ base: string; hands: string[] } | null>(null);
  const hands = pending?.base === key ? pending.hands : serverHands;
  if (!vote) return null;
  if (view.hostSeat) return <HandsOnLinks ctx={ctx} />;

  const voters = view.players.filter((p) => !p.out);
  const beryl = voters.find((p) => p.character === "beryl");
  const cyril = voters.find((p) => p.character === "cyril");
  const tally = vote.tally;

  const set = async (seatId: string, raised: boolean) => {
    const others = hands.filter((x) => x !== seatId);
    setPending({ base: key, hands: raised ? [...others, seatId] : others });
    const answer = await commands.send({ type: "kemomimi.setHand", seatId, raised });
    if (!answer?.applied) setPending(null);
  };
  const all = (raised: boolean) =>
    commands.send({
      type: "kemomimi.raiseHands",
      seatIds: raised ? voters.filter((p) => p.seatId !== vote.barredVoter).map((p) => p.seatId) : [],
    });

  return (
    <div className="space-y-3">
      <div className="rounded-lg border border-blood-500/40 bg-night-850 px-4 py-3">
        <p className="text-sm text-ink-300">{t("suspect")}</p>
        <p className="text-xl font-semibold text-ink-100">{name(vote.suspect)}</p>
      </div>
      <fieldset>
        <legend className="label">{t("raisedHands")}</legend>
        <ul className="grid gap-1.5 sm:grid-cols-2" data-testid="kp-hands">
          {voters.map((p) => {
            const barred = vote.barredVoter === p.seatId;
            const asTwin = vote.twinVoteForced && beryl?.seatId === p.seatId;
            const checked = hands.includes(p.seatId);
            return (
              <li key={p.seatId}>
                <label
                  className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm ${checked ? "border-moon-500/60 bg-moon-400/10" : "border-night-700 bg-night-850 hover:bg-night-800"}`}
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-moon-400"
                    checked={checked}
                    disabled={commands.busy}
                    aria-label={t("raisedAria", { name: name(p.seatId) })}
                    onChange={(e) => void set(p.seatId, e.target.checked)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="font-medium text-ink-100">{name(p.seatId)}</span>
                    {p.seatId === vote.suspect && (
                      <span className="ml-1.5 text-xs text-blood-400">{t("suspectTag")}</span>
                    )}
                    <span className="block truncate text-xs text-ink-400">{p.characterName}</span>
                  </span>
                  {barred && <Pill tone="blood">{t("barred", cardName("luma"))}</Pill>}
                  {asTwin && cyril && <Pill tone="moon">{t("votesAs", { name: name(cyril.seatId) })}</Pill>}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn btn-ghost text-sm" disabled={commands.busy} onClick={() => all(true)}>
          {t("allUp")}
        </button>
        <button type="button" className="btn btn-ghost text-sm" disabled={commands.busy} onClick={() => all(false)}>
          {t("allDown")}
        </button>
        <p className="text-sm text-ink-300 sm:ml-auto" aria-live="polite" data-testid="kp-tally">
          {t("tally", { raised: tally.raised.length, participants: tally.participants, needed: tally.needed })}{" "}
          <span className={tally.verdict === "guilty" ? "text-blood-400" : "text-good-400"}>
            {t("soFar", { verdict: tally.verdict })}
          </span>
        </p>
      </div>
      <button
        className="btn btn-primary"
        disabled={commands.busy}
        onClick={() => commands.send({ type: "kemomimi.countVotes" })}
      >
        {t("count")}
      </button>
    </div>
  );
}
