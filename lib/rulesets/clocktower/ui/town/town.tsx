import type { PublicView } from "@/lib/game/views";
import type { ClocktowerPublicView } from "@/lib/rulesets/clocktower";
import { NightOrderView, SheetView } from "@/lib/rulesets/clocktower/ui/scripts/character-sheet";
import { Countdown, LocalTime } from "@/components/town/countdown";
import { ClocktowerTownDay } from "./town-day";
import { render, renderer, translator } from "@/lib/i18n/render";
import { wordsIn } from "@/lib/i18n/message";
import { deathLabel } from "@/lib/rulesets/clocktower/posts/input";
import { namesAmong, viewCharacters } from "@/lib/rulesets/clocktower/character-names";

/**
 * The public side of a Clocktower-style game, rendered on the server with no client code: the
 * script's character sheet and night order, the fabled and the travellers. Only `view.rules`, the
 * public view, is read: it holds no dealt character, alignment or bluff.
 */
export function ClocktowerTown({ view, slug }: { view: PublicView<ClocktowerPublicView>; slug?: string }) {
  const rules = view.rules;
  const t = translator(view.language ?? "en");
  const h2 = "mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase";
  return (
    <div className="mt-8 space-y-8">
      <ClocktowerPlay view={view} slug={slug} />
      {(rules.travellers.length > 0 || rules.travellerLimit !== null) && (
        <section aria-labelledby="travellers-heading">
          <h2 id="travellers-heading" className={h2}>
            {t("clocktower.forumDay.town.travellers")}{" "}
            <span className="font-normal text-ink-400">
              {rules.travellerLimit !== null
                ? t("clocktower.forumDay.town.travellerCountLimit", {
                    count: rules.travellers.length,
                    limit: rules.travellerLimit,
                    players: rules.players,
                  })
                : t("clocktower.forumDay.town.travellerCount", { count: rules.travellers.length })}
            </span>
          </h2>
          {rules.travellers.length === 0 ? (
            <p className="text-sm text-ink-400">{t("clocktower.forumDay.town.noTravellers")}</p>
          ) : (
            <ul className="space-y-2" data-testid="town-travellers">
              {rules.travellers.map((x) => (
                <li key={x.seatId} className="rounded-lg border border-night-700 bg-night-900 px-3 py-2">
                  <p>
                    <span className="font-medium">
                      {view.seats.find((s) => s.id === x.seatId)?.name ?? t("clocktower.forumDay.town.aTraveller")}
                    </span>{" "}
                    <span className="text-moon-300">{t("clocktower.forumDay.town.isThe", { character: x.name })}</span>
                  </p>
                  <p className="text-sm text-ink-300">{x.ability}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {rules.fabled.length > 0 && (
        <section aria-labelledby="fabled-heading">
          <h2 id="fabled-heading" className={h2}>
            {t("clocktower.forumDay.town.fabled")}
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
              {t("clocktower.forumDay.town.script")}{" "}
              <span className="text-ink-100 normal-case">{rules.script.sheet.name}</span>
              {rules.script.sheet.author && (
                <span className="font-normal text-ink-400 normal-case">
                  {t("clocktower.forumDay.town.by", { author: rules.script.sheet.author })}
                </span>
              )}
            </h2>
            <div className="rounded-xl border border-night-700 bg-night-900/80 p-4">
              <SheetView sheet={rules.script.sheet} say={renderer(view.language ?? "en")} />
            </div>
          </section>
          <section aria-labelledby="night-heading">
            <h2 id="night-heading" className={h2}>
              {t("clocktower.forumDay.town.nightOrder")}
            </h2>
            <div className="rounded-xl border border-night-700 bg-night-900/80 p-4">
              <NightOrderView
                firstNight={rules.script.nightOrder.firstNight}
                otherNight={rules.script.nightOrder.otherNight}
                say={renderer(view.language ?? "en")}
              />
            </div>
          </section>
        </>
      ) : (
        <p className="text-sm text-ink-400">{t("clocktower.forumDay.town.noScript")}</p>
      )}
    </div>
  );
}

/** The phase, who is alive or dead (with the ghost vote), the graveyard, the winner and, after the reveal, the grimoire. */
function ClocktowerPlay({ view, slug }: { view: PublicView<ClocktowerPublicView>; slug?: string }) {
  const rules = view.rules;
  const language = view.language ?? "en";
  const t = translator(language);
  const death = (label: string | null) => deathLabel(wordsIn(renderer(language), "clocktower.forumDay.posts"), label);
  const h2 = "mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase";
  const name = (id: string) => view.seats.find((s) => s.id === id)?.name ?? t("clocktower.forumDay.shared.aPlayer");
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
            ? t("clocktower.forumDay.town.gameOver", {
                winner: t(rules.winner === "good" ? "clocktower.forumDay.town.good" : "clocktower.forumDay.town.evil"),
              })
            : phase
              ? t(phase.kind === "day" ? "clocktower.forumDay.town.dayN" : "clocktower.forumDay.town.nightN", {
                  number: phase.number,
                })
              : t("clocktower.forumDay.town.notStarted")}
        </h2>
        {!rules.winner && phase?.kind === "night" && (phase.dawnAt || phase.lockAt) && (
          <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {phase.lockAt && (
              <div>
                <dt className="text-ink-400">{t("clocktower.forumDay.town.nightLock")}</dt>
                <dd>
                  <LocalTime at={phase.lockAt} /> ·{" "}
                  <Countdown deadline={phase.lockAt} now={now} className="font-mono" language={language} />
                </dd>
              </div>
            )}
            {phase.dawnAt && (
              <div>
                <dt className="text-ink-400">{t("clocktower.forumDay.town.dawn")}</dt>
                <dd>
                  <LocalTime at={phase.dawnAt} /> ·{" "}
                  <Countdown deadline={phase.dawnAt} now={now} className="font-mono" language={language} />
                </dd>
              </div>
            )}
          </dl>
        )}
        {grimoire.length > 0 && (
          <p className="mt-1 text-sm text-ink-300">
            {t("clocktower.forumDay.town.aliveOf", { alive: grimoire.length - dead.length, total: grimoire.length })}
          </p>
        )}
      </section>
      <ClocktowerTownDay view={view} slug={slug} />
      {grimoire.length > 0 && (
        <section aria-labelledby="ct-town-heading">
          <h2 id="ct-town-heading" className={h2}>
            {t("clocktower.forumDay.town.players")}{" "}
            <span className="font-normal normal-case text-ink-400">({grimoire.length})</span>
          </h2>
          {rules.seatSwaps.length > 0 && (
            <p className="mb-2 text-sm text-moon-300" data-testid="town-seat-swaps">
              {t("clocktower.forumDay.town.matronSwapped", {
                ...namesAmong(viewCharacters(rules), "matron"),
                swaps: rules.seatSwaps
                  .map((s) => `${name(s.a)} ↔ ${name(s.b)}`)
                  .join(t("clocktower.forumDay.posts.separator")),
              })}
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
                    {g.alive ? t("clocktower.forumDay.town.alive") : `☠ ${death(g.label)}`}
                  </span>
                  {g.claimDeclared && (
                    <span className="text-sm text-moon-300" data-testid="claims-moonchild">
                      {t("clocktower.forumDay.town.claimsMoonchild", namesAmong(viewCharacters(rules), "moonchild"))}
                    </span>
                  )}
                  {g.ghostVote && (
                    <span
                      className={`ml-auto rounded-full border px-2 text-xs ${g.ghostVote === "available" ? "border-moon-500/60 text-moon-300" : "border-night-700 text-ink-400"}`}
                    >
                      {g.ghostVote === "available"
                        ? t("clocktower.forumDay.town.ghostAvailable")
                        : t("clocktower.forumDay.town.ghostSpent")}
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
            {t("clocktower.forumDay.town.graveyard")}
          </h2>
          <ul className="space-y-1 text-sm" data-testid="town-graveyard">
            {dead.map((g) => (
              <li key={g.seatId}>
                {name(g.seatId)} — {death(g.label)}
                {g.claimDeclared && (
                  <span className="text-moon-300">
                    {t("clocktower.forumDay.town.claimsMark", namesAmong(viewCharacters(rules), "moonchild"))}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {rules.reveal && (
        <section aria-labelledby="ct-reveal-heading" data-testid="town-reveal">
          <h2 id="ct-reveal-heading" className={h2}>
            {t("clocktower.forumDay.town.revealed")}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {rules.reveal.seats.map((s) => (
              <li key={s.seatId} className="rounded-lg border border-night-700 bg-night-900 px-3 py-2 text-sm">
                <p>
                  {t.rich("clocktower.forumDay.town.wasThe", {
                    name: s.name,
                    character: s.characterName,
                    strong: (c) => <span className="font-medium">{c}</span>,
                    role: (c) => (
                      <span className={s.alignment === "evil" ? "text-evil-400" : "text-good-400"}>{c}</span>
                    ),
                  })}{" "}
                  <span className="text-ink-400">
                    {t(
                      s.traveller
                        ? "clocktower.forumDay.town.alignmentTraveller"
                        : "clocktower.forumDay.town.alignment",
                      {
                        alignment: t(
                          s.alignment === "evil"
                            ? "clocktower.forumDay.town.alignmentEvil"
                            : "clocktower.forumDay.town.alignmentGood",
                        ),
                      },
                    )}
                  </span>
                </p>
                {s.death && <p className="text-ink-300">{render(s.death, language)}</p>}
                {s.ledger.length > 0 && (
                  <ul className="mt-1 space-y-0.5 text-xs text-ink-300">
                    {s.ledger.map((e, i) => (
                      <li key={i}>
                        {t("clocktower.forumDay.town.ledgerNight", { night: e.night, text: e.text })}
                        {e.falseInfo && (
                          <span className="text-evil-400">{t("clocktower.forumDay.town.falseInfo")}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          {rules.reveal.bluffs.length > 0 && (
            <p className="mt-2 text-sm text-ink-300">
              {t("clocktower.forumDay.town.bluffs", {
                names: rules.reveal.bluffs.map((b) => b.name).join(t("clocktower.forumDay.posts.separator")),
              })}
            </p>
          )}
        </section>
      )}
    </>
  );
}
