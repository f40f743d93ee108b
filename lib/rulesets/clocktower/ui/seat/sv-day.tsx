import type { PlayerView } from "@/lib/game/views";
import type { ClocktowerPlayerView, ClocktowerPublicView } from "@/lib/rulesets/clocktower";
import { ActionForm } from "@/components/seat/action-form";
import { render, type Translator } from "@/lib/i18n/render";

const MAX_GUESSES = 5;

/**
 * Sects & Violets on the player's own link (plain HTML, no runtime): the Juggler's guesses (rows of two
 * selects, posted as `json.ability.guesses.N.*`), and what the Savant and the Artist were told by day.
 */
export function SvSeatDay({
  token,
  view,
  t,
}: {
  token: string;
  view: PlayerView<ClocktowerPublicView, ClocktowerPlayerView>;
  t: Translator;
}) {
  const sv = view.own.svDay;
  if (!sv) return null;
  const nameOf = (id: string) => view.seats.find((s) => s.id === id)?.name ?? id;
  const characters = (view.rules.script?.sheet.groups ?? [])
    .filter((g) => !["traveller", "fabled"].includes(g.team))
    .flatMap((g) => g.characters);
  const charName = (id: string) => characters.find((c) => c.id === id)?.name ?? id;
  const players = view.seats.filter((s) => !view.rules.travellers.some((x) => x.seatId === s.id));
  const j = sv.juggler;
  const k = "clocktower.forumDay.seat.juggler";
  return (
    <>
      {j && (j.mayGuess || j.guesses.length > 0) && (
        <section aria-labelledby="juggler-heading" className="space-y-2" data-testid="juggler-guesses">
          <h3 id="juggler-heading" className="label">
            {t(`${k}.heading`)}
          </h3>
          {j.guesses.length > 0 && (
            <p className="text-sm" data-testid="juggler-guessed">
              {t(`${k}.guessed`, {
                guesses: j.guesses
                  .map((g) => t(`${k}.guess`, { seat: nameOf(g.seatId), character: charName(g.characterId) }))
                  .join(t(`${k}.separator`)),
              })}
            </p>
          )}
          {j.mayGuess && token && (
            <>
              <p className="text-sm text-ink-300">{t(`${k}.rule`, { count: MAX_GUESSES })}</p>
              <ActionForm
                token={token}
                command={{ type: "clocktower.dayAbility", ability: { kind: "juggler", guesses: [] } }}
                submit={t(`${k}.send`)}
              >
                {Array.from({ length: MAX_GUESSES }, (_, i) => (
                  <div key={i} className="flex w-full flex-wrap gap-2">
                    <select
                      aria-label={t(`${k}.player`, { number: i + 1 })}
                      name={`json.ability.guesses.${i}.seatId`}
                      className="input"
                      defaultValue=""
                    >
                      <option value="">—</option>
                      {players.map((s) => (
                        <option key={s.id} value={JSON.stringify(s.id)}>
                          {s.name}
                        </option>
                      ))}
                    </select>
                    <select
                      aria-label={t(`${k}.character`, { number: i + 1 })}
                      name={`json.ability.guesses.${i}.characterId`}
                      className="input"
                      defaultValue=""
                    >
                      <option value="">—</option>
                      {characters.map((c) => (
                        <option key={c.id} value={JSON.stringify(c.id)}>
                          {c.name}
                        </option>
                      ))}
                    </select>
                  </div>
                ))}
              </ActionForm>
            </>
          )}
        </section>
      )}
      {sv.told.length > 0 && (
        <section aria-labelledby="day-told-heading" data-testid="own-day-told">
          <h3 id="day-told-heading" className="label">
            {t("clocktower.forumDay.seat.dayTold")}
          </h3>
          <ul className="space-y-1 text-sm text-ink-200">
            {sv.told.map((e, i) => (
              <li key={i}>
                <span className="text-ink-400">{t("clocktower.forumDay.seat.day", { day: e.day })}</span>{" "}
                {render(e.text, view.language)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
