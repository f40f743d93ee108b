import type { PublicView } from "@/lib/game/views";
import type { ClocktowerPublicView } from "@/lib/rulesets/clocktower";
import { NightOrderView, SheetView } from "@/app/(mod)/scripts/character-sheet";
import { Countdown, LocalTime } from "@/components/town/countdown";
import { ClocktowerTownDay } from "./town-day";

/**
 * The public side of a Clocktower-style game, rendered on the server with no client code: the
 * script's character sheet and night order, the fabled and the travellers. Only `view.rules`, the
 * public view, is read: it holds no dealt character, alignment or bluff.
 */
export function ClocktowerTown({ view, slug }: { view: PublicView; slug?: string }) {
  const rules = view.rules as ClocktowerPublicView;
  const h2 = "mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase";
  return (
    <div className="mt-8 space-y-8">
      <ClocktowerPlay view={view} slug={slug} />
      {(rules.travellers.length > 0 || rules.travellerLimit !== null) && (
        <section aria-labelledby="travellers-heading">
          <h2 id="travellers-heading" className={h2}>
            Travellers{" "}
            <span className="font-normal text-ink-400">
              ({rules.travellers.length}
              {rules.travellerLimit !== null ? ` of at most ${rules.travellerLimit} for ${rules.players} players` : ""})
            </span>
          </h2>
          {rules.travellers.length === 0 ? (
            <p className="text-sm text-ink-400">No travellers.</p>
          ) : (
            <ul className="space-y-2" data-testid="town-travellers">
              {rules.travellers.map((t) => (
                <li key={t.seatId} className="rounded-lg border border-night-700 bg-night-900 px-3 py-2">
                  <p>
                    <span className="font-medium">
                      {view.seats.find((s) => s.id === t.seatId)?.name ?? "A traveller"}
                    </span>{" "}
                    <span className="text-moon-300">is the {t.name}</span>
                  </p>
                  <p className="text-sm text-ink-300">{t.ability}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {rules.fabled.length > 0 && (
        <section aria-labelledby="fabled-heading">
          <h2 id="fabled-heading" className={h2}>
            Fabled in play
          </h2>
          <ul className="space-y-2">
            {rules.fabled.map((f) => (
              <li key={f.id} className="rounded-lg border border-night-700 bg-night-900 px-3 py-2">
                <p className="font-medium text-moon-300">{f.name}</p>
                <p className="text-sm text-ink-300">{f.ability}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {rules.script ? (
        <>
          <section aria-labelledby="sheet-heading">
            <h2 id="sheet-heading" className={h2}>
              Script: <span className="text-ink-100 normal-case">{rules.script.sheet.name}</span>
              {rules.script.sheet.author && (
                <span className="font-normal text-ink-400 normal-case"> by {rules.script.sheet.author}</span>
              )}
            </h2>
            <div className="rounded-xl border border-night-700 bg-night-900/80 p-4">
              <SheetView sheet={rules.script.sheet} />
            </div>
          </section>
          <section aria-labelledby="night-heading">
            <h2 id="night-heading" className={h2}>
              Night order
            </h2>
            <div className="rounded-xl border border-night-700 bg-night-900/80 p-4">
              <NightOrderView
                firstNight={rules.script.nightOrder.firstNight}
                otherNight={rules.script.nightOrder.otherNight}
              />
            </div>
          </section>
        </>
      ) : (
        <p className="text-sm text-ink-400">The storyteller has not chosen a script yet.</p>
      )}
    </div>
  );
}

/** The phase, who is alive or dead (with the ghost vote), the graveyard, the winner and, after the reveal, the grimoire. */
function ClocktowerPlay({ view, slug }: { view: PublicView; slug?: string }) {
  const rules = view.rules as ClocktowerPublicView;
  const h2 = "mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase";
  const name = (id: string) => view.seats.find((s) => s.id === id)?.name ?? "A player";
  const handle = (id: string) => view.seats.find((s) => s.id === id)?.handle ?? null;
  const now = new Date();
  const phase = rules.phase;
  const grimoire = rules.grimoire ?? [];
  const dead = grimoire.filter((g) => !g.alive);
  if (!phase && !rules.winner && grimoire.length === 0) return null;
  return (
    <>
      <section
        aria-labelledby="ct-phase-heading"
        className="rounded-xl border border-night-700 bg-night-900/80 p-4"
        data-testid="town-phase"
      >
        <h2 id="ct-phase-heading" className="text-xl font-semibold text-moon-300">
          {rules.winner
            ? `The game is over: ${rules.winner === "good" ? "Good" : "Evil"} wins`
            : phase
              ? phase.label
              : "The game has not started"}
        </h2>
        {!rules.winner && phase?.kind === "night" && (phase.dawnAt || phase.lockAt) && (
          <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {phase.lockAt && (
              <div>
                <dt className="text-ink-400">Night actions lock</dt>
                <dd>
                  <LocalTime at={phase.lockAt} /> ·{" "}
                  <Countdown deadline={phase.lockAt} now={now} className="font-mono" />
                </dd>
              </div>
            )}
            {phase.dawnAt && (
              <div>
                <dt className="text-ink-400">Dawn</dt>
                <dd>
                  <LocalTime at={phase.dawnAt} /> ·{" "}
                  <Countdown deadline={phase.dawnAt} now={now} className="font-mono" />
                </dd>
              </div>
            )}
          </dl>
        )}
        {grimoire.length > 0 && (
          <p className="mt-1 text-sm text-ink-300">
            {grimoire.length - dead.length} of {grimoire.length} alive
          </p>
        )}
      </section>
      <ClocktowerTownDay view={view} slug={slug} />
      {grimoire.length > 0 && (
        <section aria-labelledby="ct-town-heading">
          <h2 id="ct-town-heading" className={h2}>
            Players <span className="font-normal normal-case text-ink-400">({grimoire.length})</span>
          </h2>
          {rules.seatSwaps.length > 0 && (
            <p className="mb-2 text-sm text-moon-300" data-testid="town-seat-swaps">
              The Matron swapped seats: {rules.seatSwaps.map((s) => `${name(s.a)} ↔ ${name(s.b)}`).join(", ")}.
            </p>
          )}
          <div data-testid="town-seats">
            <ol className="grid gap-2 sm:grid-cols-2" data-testid="town-grimoire">
              {grimoire.map((g, i) => (
                <li
                  key={g.seatId}
                  data-testid="town-seat"
                  className={`flex flex-wrap items-center gap-x-2 rounded-lg border px-3 py-2 ${g.alive ? "border-night-700 bg-night-900" : "border-night-800 bg-night-950/60"}`}
                >
                  <span className="w-5 text-right font-mono text-xs text-ink-400">{i + 1}</span>
                  <span className={`font-medium ${g.alive ? "" : "text-ink-400 line-through"}`}>{name(g.seatId)}</span>
                  {handle(g.seatId) && <span className="truncate text-sm text-ink-400">@{handle(g.seatId)}</span>}
                  <span className={`text-sm ${g.alive ? "text-good-400" : "text-blood-400"}`}>
                    {g.alive ? "Alive" : `☠ ${g.label ?? "Dead"}`}
                  </span>
                  {g.claimDeclared && (
                    <span className="text-sm text-moon-300" data-testid="claims-moonchild">
                      claims Moonchild
                    </span>
                  )}
                  {g.ghostVote && (
                    <span
                      className={`ml-auto rounded-full border px-2 text-xs ${g.ghostVote === "available" ? "border-moon-500/60 text-moon-300" : "border-night-700 text-ink-400"}`}
                    >
                      {g.ghostVote === "available" ? "Ghost vote available" : "Ghost vote spent"}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}
      {dead.length > 0 && (
        <section aria-labelledby="ct-graveyard-heading">
          <h2 id="ct-graveyard-heading" className={h2}>
            Graveyard
          </h2>
          <ul className="space-y-1 text-sm" data-testid="town-graveyard">
            {dead.map((g) => (
              <li key={g.seatId}>
                {name(g.seatId)} — {g.label ?? "Dead"}
                {g.claimDeclared && <span className="text-moon-300"> · claims Moonchild</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {rules.reveal && (
        <section aria-labelledby="ct-reveal-heading" data-testid="town-reveal">
          <h2 id="ct-reveal-heading" className={h2}>
            The grimoire revealed
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {rules.reveal.seats.map((s) => (
              <li key={s.seatId} className="rounded-lg border border-night-700 bg-night-900 px-3 py-2 text-sm">
                <p>
                  <span className="font-medium">{s.name}</span> was the{" "}
                  <span className={s.alignment === "evil" ? "text-evil-400" : "text-good-400"}>{s.characterName}</span>{" "}
                  <span className="text-ink-400">
                    ({s.alignment}
                    {s.traveller ? ", traveller" : ""})
                  </span>
                </p>
                {s.death && <p className="text-ink-300">{s.death}</p>}
                {s.ledger.length > 0 && (
                  <ul className="mt-1 space-y-0.5 text-xs text-ink-300">
                    {s.ledger.map((e, i) => (
                      <li key={i}>
                        Night {e.night}: {e.text}
                        {e.falseInfo && <span className="text-evil-400"> (false)</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          {rules.reveal.bluffs.length > 0 && (
            <p className="mt-2 text-sm text-ink-300">
              Demon bluffs: {rules.reveal.bluffs.map((b) => b.name).join(", ")}
            </p>
          )}
        </section>
      )}
    </>
  );
}
