import type { ClocktowerPlayerView } from "@/lib/rulesets/clocktower";
import type { Translator } from "@/lib/i18n/render";

type SpyGrimoire = NonNullable<ClocktowerPlayerView["spyGrimoire"]>;

/** The Spy's look at the Grimoire tonight: read-only, as it stood when the page was read. */
export function SpyGrimoireTable({ grimoire, t }: { grimoire: SpyGrimoire; t: Translator }) {
  return (
    <section
      aria-labelledby="spy-grimoire-heading"
      className="space-y-2 rounded-lg border border-evil-400/50 p-3"
      data-testid="spy-grimoire"
    >
      <h3 id="spy-grimoire-heading" className="font-semibold text-evil-400">
        {t("clocktower.forumDay.seat.spyGrimoire.heading", { night: grimoire.night })}
      </h3>
      <p className="text-xs text-ink-400">{t("clocktower.forumDay.seat.spyGrimoire.intro")}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-ink-400">
            <tr>
              <th scope="col" className="py-1 pr-2">
                {t("clocktower.forumDay.seat.spyGrimoire.player")}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t("clocktower.forumDay.seat.spyGrimoire.character")}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t("clocktower.forumDay.seat.spyGrimoire.alignment")}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t("clocktower.forumDay.seat.spyGrimoire.state")}
              </th>
              <th scope="col" className="py-1">
                {t("clocktower.forumDay.seat.spyGrimoire.reminders")}
              </th>
            </tr>
          </thead>
          <tbody>
            {grimoire.seats.map((s) => (
              <tr key={s.seatId} className="border-t border-night-700" data-testid="spy-grimoire-seat">
                <td className="py-1 pr-2">
                  {s.traveller ? t("clocktower.forumDay.seat.spyGrimoire.traveller", { name: s.name }) : s.name}
                </td>
                <td className="py-1 pr-2" data-testid="spy-grimoire-character">
                  {s.believes
                    ? t("clocktower.forumDay.seat.spyGrimoire.believes", {
                        name: s.characterName,
                        believes: s.believes.name,
                      })
                    : s.characterName}
                </td>
                <td className={`py-1 pr-2 ${s.alignment === "evil" ? "text-evil-400" : "text-good-400"}`}>
                  {t(
                    s.alignment === "evil"
                      ? "clocktower.forumDay.seat.spyGrimoire.evil"
                      : "clocktower.forumDay.seat.spyGrimoire.good",
                  )}
                </td>
                <td className="py-1 pr-2">
                  {t(
                    s.alive
                      ? "clocktower.forumDay.seat.spyGrimoire.alive"
                      : "clocktower.forumDay.seat.spyGrimoire.dead",
                  )}
                </td>
                <td className="py-1">
                  {s.reminders.length === 0
                    ? t("clocktower.forumDay.seat.spyGrimoire.none")
                    : s.reminders
                        .map((r) =>
                          r.characterName
                            ? t("clocktower.forumDay.seat.spyGrimoire.token", {
                                text: r.text,
                                character: r.characterName,
                              })
                            : r.text,
                        )
                        .join(t("clocktower.forumDay.posts.separator"))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
