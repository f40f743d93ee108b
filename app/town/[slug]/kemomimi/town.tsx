import type { PublicView } from "@/lib/game/views";
import type { KemomimiPublicView, PublicPlayer } from "@/lib/rulesets/kemomimi-panic/views";
import type { Moon } from "@/lib/rulesets/kemomimi-panic/state";
import { Countdown, LocalTime } from "@/components/town/countdown";
import { ROLES } from "@/lib/rulesets/kemomimi-panic/roles";
import { WINNER_TEXT, dayOf, describeEntry, moonText, namesFrom, type NameOf } from "./describe";

/**
 * Kemomimi Panic on the town square. Rendered on the server only (the page ships no framework code:
 * the countdown and local times are kept current by the town's inline script), from `view.rules`
 * alone, the ruleset's public view (an allow-list: a role shows only once the rules revealed it).
 */
export function KemomimiTown({ view }: { view: PublicView }) {
  const rules = view.rules as KemomimiPublicView;
  const name = namesFrom(view.seats);
  const phaseLabel = PHASES[rules.phase];
  return (
    <section aria-labelledby="kp-heading" className="mt-8 space-y-5" data-testid="kp-town">
      <h2 id="kp-heading" className="sr-only">
        Kemomimi Panic
      </h2>

      <div className="rounded-xl border border-night-700 bg-night-900 p-4" data-testid="kp-status">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span className="rounded-full bg-night-800 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-ink-200 uppercase">
            {phaseLabel}
          </span>
          {rules.day > 0 && <span className="text-ink-300">Day {rules.day}</span>}
          {rules.players.length > 0 && (
            <span className="flex items-center gap-1.5 text-ink-300">
              <MoonIcon moon={rules.moon} /> {moonText(rules.moon)}
            </span>
          )}
          {rules.leader && (
            <span className="text-ink-300">
              Leader: <strong className="font-semibold text-moon-300">{name(rules.leader)}</strong>
            </span>
          )}
          {rules.setupName && <span className="text-ink-400 sm:ml-auto">{rules.setupName}</span>}
        </div>
        {!rules.outcome && (
          <p className="mt-3 text-ink-100">
            <WithLocalTimes text={rules.prompt} />
          </p>
        )}
        {rules.discussion && rules.step === "discussion" && (
          <p className="mt-3 flex flex-wrap items-baseline gap-x-2 text-sm text-ink-300">
            Discussion time left
            <Countdown
              deadline={rules.discussion.deadline}
              now={new Date()}
              className="font-mono text-2xl font-semibold text-moon-300 tabular-nums"
            />
            <span className="text-xs text-ink-400">
              until <LocalTime at={rules.discussion.deadline} />
            </span>
          </p>
        )}
        {rules.night && (
          <p className="mt-3 flex flex-wrap items-baseline gap-x-2 text-sm text-ink-300" data-testid="kp-night-count">
            The count
            <Countdown
              deadline={rules.night.lockAt}
              now={new Date()}
              className="font-mono text-2xl font-semibold text-moon-300 tabular-nums"
            />
            <span className="text-xs text-ink-400">at zero, tonight&apos;s target is locked</span>
          </p>
        )}
      </div>

      {rules.outcome && <Outcome rules={rules} name={name} />}
      {rules.reveal && <Reveal rules={rules} name={name} />}
      {rules.match && <Match rules={rules} name={name} />}
      {rules.vote && <Vote rules={rules} name={name} />}

      {rules.retellings.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">Detective Shamlock says</h3>
          <ul className="space-y-2">
            {rules.retellings.map((t, i) => (
              <li key={i} className="rounded-lg border-l-2 border-moon-400 bg-night-900 px-3 py-2 text-ink-100 italic">
                “{t}”
              </li>
            ))}
          </ul>
        </div>
      )}

      {rules.players.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
            The table{" "}
            <span className="font-normal text-ink-400 normal-case">
              · {rules.players.filter((p) => !p.out).length} of {rules.playerCount} in the game ·{" "}
              {rules.thieves === 1 ? "1 thief" : `${rules.thieves} thieves`}
            </span>
          </h3>
          <ol className="grid gap-2 sm:grid-cols-2" data-testid="kp-players">
            {rules.players.map((p) => (
              <PlayerCard key={p.seatId} p={p} name={name} suspect={rules.vote?.suspect === p.seatId} />
            ))}
          </ol>
        </div>
      )}

      {rules.history.length > 0 && <History rules={rules} name={name} />}
    </section>
  );
}

/** An engine sentence with its ISO instants shown in the reader's time zone (UTC until the script runs). */
function WithLocalTimes({ text }: { text: string }) {
  const parts = text.split(/(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)/);
  return <>{parts.map((part, i) => (i % 2 ? <LocalTime key={i} at={part} /> : part))}</>;
}

const PHASES: Record<KemomimiPublicView["phase"], string> = {
  setup: "Setting up",
  gameStart: "Game start",
  day: "Day",
  night: "Night",
  ended: "Game over",
};

function MoonIcon({ moon }: { moon: Moon }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-3.5 w-3.5 rounded-full ${moon === "full" ? "bg-moon-300 shadow-[0_0_8px_var(--color-moon-400)]" : "border border-ink-400 bg-night-950"}`}
    />
  );
}

function Badge({ children, tone = "ink" }: { children: React.ReactNode; tone?: "ink" | "moon" | "blood" }) {
  const tones = {
    ink: "border-night-600 text-ink-300",
    moon: "border-moon-500/60 bg-moon-400/10 text-moon-300",
    blood: "border-blood-500/60 bg-blood-500/10 text-blood-400",
  };
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  );
}

function PlayerCard({ p, name, suspect }: { p: PublicPlayer; name: NameOf; suspect: boolean }) {
  return (
    <li
      className={`rounded-lg border px-3 py-2.5 ${p.out ? "border-night-800 bg-night-950" : suspect ? "border-blood-500/60 bg-night-900" : "border-night-700 bg-night-900"}`}
      data-testid="kp-player"
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <span className={`font-semibold ${p.out ? "text-ink-300 line-through" : "text-ink-100"}`}>
          {name(p.seatId)}
        </span>
        {p.isLeader && <Badge tone="moon">Leader</Badge>}
        {suspect && !p.out && <Badge tone="blood">Suspect</Badge>}
        <span className="ml-auto text-xs whitespace-nowrap text-ink-300">
          {p.out ? "" : p.jewelry > 0 ? `◆ Fake Jewelry${p.jewelry > 1 ? ` ×${p.jewelry}` : ""}` : "◇ no Fake Jewelry"}
        </span>
      </div>
      <p className="mt-1 text-sm text-moon-300">
        {p.characterName}
        {p.oncePowerUsed && <span className="ml-2 text-xs text-ink-400">(once-per-game power used)</span>}
      </p>
      {p.power && <p className="mt-1 text-xs leading-relaxed text-ink-400">{p.power}</p>}
      {p.out && (
        <p className="mt-1.5 text-sm">
          {p.leftTable ? (
            <span className="text-ink-400">Left the table (role not revealed)</span>
          ) : (
            <>
              <span className="text-ink-300">Out · was </span>
              <strong className="font-semibold text-blood-400">{p.revealedRoleName}</strong>
            </>
          )}
        </p>
      )}
    </li>
  );
}

function Vote({ rules, name }: { rules: KemomimiPublicView; name: NameOf }) {
  const v = rules.vote!;
  const verdict = v.count ? (v.turnedInnocent ? "innocent" : v.count.verdict) : null;
  return (
    <div className="rounded-xl border border-blood-500/40 bg-night-900 p-4" data-testid="kp-vote">
      <p className="text-sm text-ink-300">Today&apos;s suspect</p>
      <p className="text-xl font-semibold text-ink-100">{name(v.suspect)}</p>
      <p className="mt-2 text-sm text-ink-300">
        {v.count
          ? `${v.count.raised.length} of ${v.count.participants} hands raised`
          : rules.hostPlays
            ? `${v.handsIn} of ${v.voters} hands in (shown together when the vote closes)`
            : `${v.hands.length} hand${v.hands.length === 1 ? "" : "s"} raised so far`}{" "}
        · {v.needed} needed for guilty
      </p>
      {(v.count?.raised ?? v.hands).length > 0 && (
        <p className="mt-1 text-sm text-ink-200">Raised: {(v.count?.raised ?? v.hands).map(name).join(", ")}</p>
      )}
      {v.barredVoter && (
        <p className="mt-1 text-xs text-ink-400">{name(v.barredVoter)} may not vote today (Student Luma).</p>
      )}
      {v.twinVoteForced && <p className="mt-1 text-xs text-ink-400">The Younger Twin votes as the Elder Twin today.</p>}
      {verdict && (
        <p
          className={`mt-3 text-lg font-semibold ${verdict === "guilty" ? "text-blood-400" : "text-good-400"}`}
          data-testid="kp-verdict"
        >
          Verdict: {verdict}
          {v.turnedInnocent && <span className="ml-2 text-sm font-normal text-ink-300">(Teacher Verna)</span>}
        </p>
      )}
    </div>
  );
}

function Outcome({ rules, name }: { rules: KemomimiPublicView; name: NameOf }) {
  const o = rules.outcome!;
  const rows = Object.entries(o.points).sort((a, b) => b[1] - a[1]);
  const points = rows.length > 0;
  return (
    <div className="rounded-xl border border-moon-500/60 bg-moon-400/10 p-4" data-testid="kp-outcome">
      <p className="text-2xl font-semibold text-moon-300">{WINNER_TEXT[o.winner]}!</p>
      <p className="mt-1 text-ink-200">{o.reason}</p>
      {o.declaredByModerator && <p className="mt-1 text-xs text-ink-400">Declared by the Game Master.</p>}
      <p className="mt-3 text-sm text-ink-300">
        Winners: <span className="text-ink-100">{o.winners.map(name).join(", ") || "nobody"}</span>
      </p>
      {points && (
        <table className="mt-3 w-full max-w-sm text-sm">
          <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-ink-300 uppercase">
            Points this game
          </caption>
          <tbody>
            {rows.map(([seat, pts]) => (
              <tr key={seat} className="border-t border-night-700/70">
                <td className="py-1 text-ink-200">{name(seat)}</td>
                <td className="py-1 text-right font-mono text-moon-300">{pts} VP</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** A game with a playing host ends with the whole deal on the table. */
function Reveal({ rules, name }: { rules: KemomimiPublicView; name: NameOf }) {
  const r = rules.reveal!;
  return (
    <div className="rounded-xl border border-night-700 bg-night-900 p-4" data-testid="kp-reveal">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">The deal, revealed</h3>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {r.roles.map((x) => (
          <li key={x.seatId} className="text-ink-200">
            {name(x.seatId)}: <strong className="font-semibold text-ink-100">{x.roleName}</strong>
          </li>
        ))}
      </ul>
      {r.removed.length > 0 && (
        <p className="mt-2 text-sm text-ink-400">Back in the box: {r.removed.map((c) => ROLES[c].name).join(", ")}</p>
      )}
    </div>
  );
}

/** Match play: the running totals, and the crown at 10 or more. */
function Match({ rules, name }: { rules: KemomimiPublicView; name: NameOf }) {
  const m = rules.match!;
  if (!m.games.length) return null;
  const rows = Object.entries(m.totals).sort((a, b) => b[1] - a[1]);
  return (
    <div className="rounded-xl border border-night-700 bg-night-900 p-4" data-testid="kp-match">
      <h3 className="mb-1 text-sm font-semibold tracking-wide text-ink-300 uppercase">
        The match · {m.games.length} game{m.games.length === 1 ? "" : "s"} · first to {m.crown}
      </h3>
      {m.crowned.length > 0 && (
        <p className="mb-2 font-semibold text-moon-300">
          {m.crowned.map(name).join(" and ")} {m.crowned.length === 1 ? "is" : "are"} crowned King or Queen of
          Beast-ears!
        </p>
      )}
      <table className="w-full max-w-sm text-sm">
        <tbody>
          {rows.map(([seat, pts]) => (
            <tr key={seat} className="border-t border-night-700/70">
              <td className="py-1 text-ink-200">{name(seat)}</td>
              <td className="py-1 text-right font-mono text-moon-300">{pts} VP</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function History({ rules, name }: { rules: KemomimiPublicView; name: NameOf }) {
  const entries = rules.history.map((e, i) => ({ e, i })).reverse();
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">What happened</h3>
      <ol className="space-y-1.5 text-sm" data-testid="kp-history" aria-label="What happened, newest first">
        {entries.map(({ e, i }) => {
          const day = dayOf(e);
          return (
            <li key={i} className="flex gap-3 rounded-md bg-night-900/60 px-3 py-1.5">
              <span className="w-14 shrink-0 font-mono text-xs leading-5 text-ink-400">
                {day
                  ? `${e.kind === "nightFell" || e.kind === "theft" || e.kind === "moonPassed" ? "Night" : "Day"} ${day}`
                  : ""}
              </span>
              <span className="text-ink-200">{describeEntry(e, name)}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
