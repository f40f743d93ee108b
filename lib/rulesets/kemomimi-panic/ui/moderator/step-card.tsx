"use client";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { useNow } from "@/lib/client/use-clock";
import { Countdown, formatSeconds } from "./countdown";
import { humanizeTimes, moonMessage } from "@/lib/rulesets/kemomimi-panic/ui/town/describe";
import { useSay } from "@/lib/i18n/use-say";
import { OfferedPowers, WatchList } from "./powers";
import { VoteControls } from "./vote-controls";
import { PlayerSelect, Section, isNext, type Ctx } from "./shared";
import { cardName } from "@/lib/rulesets/kemomimi-panic/characters";

const localTime = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** The current step in words, its controls, the powers offered now and the ones to watch. */
export function StepCard({ ctx }: { ctx: Ctx }) {
  const { view } = ctx;
  const t = useTranslations("kemomimi.panel");
  const say = useSay();
  return (
    <Section
      title={t("step.now")}
      id="kp-now"
      aside={
        view.day > 0
          ? t("step.aside", { phase: view.phase, day: view.day, moon: say(moonMessage(view.moon)) })
          : undefined
      }
    >
      <p className="text-lg leading-snug text-ink-100" data-testid="kp-step">
        {humanizeTimes(say(view.hints.step), localTime)}
      </p>
      <div className="mt-4 space-y-4">
        <StepControls ctx={ctx} />
        <OfferedPowers ctx={ctx} />
        <WatchList ctx={ctx} />
      </div>
    </Section>
  );
}

function StepControls({ ctx }: { ctx: Ctx }) {
  const { view } = ctx;
  const t = useTranslations("kemomimi.panel.step");
  switch (view.phase) {
    case "gameStart":
      return view.hostSeat ? (
        <p className="text-sm text-ink-300" data-testid="kp-progress">
          {t("waitShamlock")}
        </p>
      ) : (
        <p className="text-sm text-ink-300">{t("recordShamlock")}</p>
      );
    case "day":
      switch (view.step) {
        case "start":
        case "discussion":
          return (
            <div className="space-y-4">
              {view.step === "discussion" && view.discussion && <Timer ctx={ctx} deadline={view.discussion.deadline} />}
              <Retell ctx={ctx} />
              {view.step === "start" && <StartDiscussion ctx={ctx} />}
              <NameSuspect ctx={ctx} />
            </div>
          );
        case "voting":
          return <VoteControls ctx={ctx} />;
        case "results":
          return <Results ctx={ctx} />;
        default:
          return <EndOfDay ctx={ctx} />;
      }
    case "night":
      return <Night ctx={ctx} />;
    default:
      return null;
  }
}

function Timer({ ctx, deadline }: { ctx: Ctx; deadline: string }) {
  const { commands } = ctx;
  const t = useTranslations("kemomimi.panel.step");
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-night-700 bg-night-850 px-4 py-3">
      <div>
        <p className="label mb-0">{t("discussion")}</p>
        <Countdown deadline={deadline} className="font-mono text-4xl font-semibold text-moon-300 tabular-nums" />
      </div>
      <p className="text-xs text-ink-400">{t("until", { time: localTime(deadline) })}</p>
      <button
        className="btn ml-auto"
        disabled={commands.busy}
        onClick={() => commands.send({ type: "kemomimi.startDiscussion" })}
      >
        {t("restart")}
      </button>
    </div>
  );
}

function Retell({ ctx }: { ctx: Ctx }) {
  const { view, commands, name } = ctx;
  const t = useTranslations("kemomimi");
  const id = useId();
  const [text, setText] = useState("");
  const shamlock = view.players.find((p) => p.character === "shamlock");
  if (!shamlock || shamlock.out) return null;
  const told = view.retellings.length > 0;
  return (
    <form
      className="space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        const answer = await commands.send({ type: "kemomimi.retell", text });
        if (answer?.applied) setText("");
      }}
    >
      <label htmlFor={id} className="label">
        {t("panel.step.whatShamlockSays", { name: name(shamlock.seatId) })}
      </label>
      {told && (
        <ul className="space-y-1">
          {view.retellings.map((r, i) => (
            <li key={i} className="border-l-2 border-moon-400 pl-2 text-sm text-ink-200 italic">
              {t("quoted", { text: r })}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <textarea
          id={id}
          className="input min-h-11 flex-1"
          rows={1}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("panel.step.mayLie")}
        />
        <button
          className={`btn self-start ${isNext(view, "kemomimi.retell") && !told ? "btn-primary" : ""}`}
          disabled={commands.busy || !text.trim()}
        >
          {t("panel.step.recordRetelling")}
        </button>
      </div>
    </form>
  );
}

function StartDiscussion({ ctx }: { ctx: Ctx }) {
  const { view, commands } = ctx;
  const t = useTranslations("kemomimi.panel.step");
  const id = useId();
  const [seconds, setSeconds] = useState(view.setup?.discussionSeconds ?? 180);
  const told = view.retellings.length > 0 || !view.players.some((p) => p.character === "shamlock" && !p.out);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void commands.send({ type: "kemomimi.startDiscussion", seconds });
      }}
    >
      <div className="w-32">
        <label htmlFor={id} className="label">
          {t("seconds")}
        </label>
        <input
          id={id}
          type="number"
          min={10}
          className="input"
          value={seconds}
          onChange={(e) => setSeconds(Number(e.target.value) || 10)}
        />
      </div>
      <button className={`btn ${told ? "btn-primary" : ""}`} disabled={commands.busy || seconds < 10}>
        {t("startDiscussion", { time: formatSeconds(seconds) })}
      </button>
    </form>
  );
}

function NameSuspect({ ctx }: { ctx: Ctx }) {
  const { view, commands, name } = ctx;
  const t = useTranslations("kemomimi.panel.step");
  const [suspect, setSuspect] = useState("");
  const inGame = view.players.filter((p) => !p.out);
  return (
    <form
      className="flex flex-col gap-2 rounded-lg border border-night-700 bg-night-850 p-3 sm:flex-row sm:items-end"
      onSubmit={async (e) => {
        e.preventDefault();
        const answer = await commands.send({ type: "kemomimi.nameSuspect", suspectSeatId: suspect });
        if (answer?.applied) setSuspect("");
      }}
    >
      <PlayerSelect
        label={t("suspectByLeader", { name: name(view.leader) })}
        players={inGame}
        name={name}
        value={suspect}
        onChange={setSuspect}
      />
      <button className={`btn ${view.step === "discussion" ? "btn-primary" : ""}`} disabled={commands.busy || !suspect}>
        {t("nameSuspect")}
      </button>
    </form>
  );
}

function Results({ ctx }: { ctx: Ctx }) {
  const { view, commands, name } = ctx;
  const t = useTranslations("kemomimi.panel.step");
  const v = view.vote;
  if (!v?.count) return null;
  const verdict = v.turnedInnocent ? "innocent" : v.count.verdict;
  return (
    <div className="space-y-3">
      <div className="rounded-lg border border-night-700 bg-night-850 px-4 py-3">
        <p className="text-sm text-ink-300">
          {t("resultLine", {
            name: name(v.suspect),
            raised: v.count.raised.length,
            participants: v.count.participants,
            needed: v.needed,
          })}
        </p>
        <p className={`text-2xl font-semibold ${verdict === "guilty" ? "text-blood-400" : "text-good-400"}`}>
          {verdict === "guilty" ? t("guilty") : t("innocent")}
          {v.turnedInnocent && (
            <span className="ml-2 text-sm font-normal text-ink-300">{t("byVerna", cardName("verna"))}</span>
          )}
        </p>
      </div>
      <button
        className="btn btn-primary"
        disabled={commands.busy}
        onClick={() => commands.send({ type: "kemomimi.carryOutVerdict" })}
      >
        {t("carryOut")}
      </button>
    </div>
  );
}

function EndOfDay({ ctx }: { ctx: Ctx }) {
  const { view, commands } = ctx;
  const t = useTranslations("kemomimi.panel.step");
  const shamlockOffered = view.hints.offeredPowers.some((o) => o.character === "shamlock");
  return (
    <div className="space-y-2">
      {shamlockOffered && (
        <p className="text-sm text-ink-300">{t("shamlockAgain", { onLink: view.hostSeat ? "yes" : "no" })}</p>
      )}
      <button
        className={`btn ${shamlockOffered ? "" : "btn-primary"}`}
        disabled={commands.busy}
        onClick={() => commands.send({ type: "kemomimi.startNight" })}
      >
        {t("startNight")}
      </button>
    </div>
  );
}

/** The night with a playing host: the count on every phone, and whether the thief's choice is made. */
function NightProgress({ ctx }: { ctx: Ctx }) {
  const { view, commands } = ctx;
  const t = useTranslations("kemomimi.panel.step");
  const say = useSay();
  const night = view.night;
  return (
    <div className="space-y-3" data-testid="kp-progress">
      {night?.lockAt && <NightCount awakeAt={night.awakeAt} lockAt={night.lockAt} />}
      {!night?.stealing && (
        <p className="text-sm text-ink-300">{t("nobodySteals", { moon: say(moonMessage(view.moon)) })}</p>
      )}
      <button
        className={`btn ${!night?.stealing || night.targetChosen ? "btn-primary" : ""}`}
        disabled={commands.busy}
        onClick={() => commands.send({ type: "kemomimi.dawn" })}
      >
        {t("dawn")}
      </button>
    </div>
  );
}

/**
 * The night's count as the app says it: "It's night time…" until the thief awakens, then the count
 * from 10 to the lock (a game from before issue 29 has no awakening: the count runs from the start).
 */
function NightCount({ awakeAt, lockAt }: { awakeAt: string | null; lockAt: string }) {
  const t = useTranslations("kemomimi.panel.step");
  const now = useNow(500);
  const asleep = awakeAt !== null && (now === null || now < Date.parse(awakeAt));
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-lg border border-night-700 bg-night-850 px-4 py-3"
      data-testid="kp-night-count"
      data-awake={asleep ? "no" : "yes"}
    >
      {asleep ? (
        <>
          <p className="w-full text-sm text-ink-200">{t("nightFalls")}</p>
          <p className="label mb-0">{t("awakensIn")}</p>
          <Countdown deadline={awakeAt} className="font-mono text-2xl font-semibold text-ink-300 tabular-nums" />
        </>
      ) : (
        <>
          <p className="w-full text-sm text-ink-200">{awakeAt ? t("awakens") : t("count")}</p>
          <Countdown deadline={lockAt} className="font-mono text-4xl font-semibold text-moon-300 tabular-nums" />
        </>
      )}
      <p className="text-xs text-ink-400">{t("countHint")}</p>
    </div>
  );
}

function Night({ ctx }: { ctx: Ctx }) {
  return ctx.view.hostSeat ? <NightProgress ctx={ctx} /> : <NightAsModerator ctx={ctx} />;
}

function NightAsModerator({ ctx }: { ctx: Ctx }) {
  const { view, commands, name } = ctx;
  const t = useTranslations("kemomimi.panel.step");
  const say = useSay();
  const [target, setTarget] = useState("");
  const night = view.night;
  const thief = view.players.find((p) => p.seatId === night?.thief);
  return (
    <div className="space-y-3">
      {thief ? (
        <>
          <p className="rounded-lg border border-blood-500/40 bg-blood-500/10 px-3 py-2 text-sm text-ink-100">
            {t.rich("wakeOnly", {
              name: name(thief.seatId),
              role: thief.roleName ?? "",
              strong: (chunks) => <strong className="text-blood-400">{chunks}</strong>,
            })}
          </p>
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={async (e) => {
              e.preventDefault();
              const answer = await commands.send({ type: "kemomimi.chooseTarget", targetSeatId: target });
              if (answer?.applied) setTarget("");
            }}
          >
            <PlayerSelect
              label={t("targetPointsAt")}
              players={view.players.filter((p) => !p.out && p.seatId !== thief.seatId)}
              name={name}
              value={target}
              onChange={setTarget}
            />
            <button className={`btn ${night?.target ? "" : "btn-primary"}`} disabled={commands.busy || !target}>
              {t("recordTarget")}
            </button>
          </form>
          {night?.target && (
            <p className="text-sm text-ink-200" data-testid="kp-target">
              {t("target")} <strong className="text-blood-400">{name(night.target)}</strong>
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-ink-300">{t("nobodySteals", { moon: say(moonMessage(view.moon)) })}</p>
      )}
      <button
        className={`btn ${!thief || night?.target ? "btn-primary" : ""}`}
        disabled={commands.busy}
        onClick={() => commands.send({ type: "kemomimi.dawn" })}
      >
        {t("dawn")}
      </button>
    </div>
  );
}
