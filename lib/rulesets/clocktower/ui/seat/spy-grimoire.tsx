import type { ClocktowerPlayerView } from "@/lib/rulesets/clocktower";
import type { Translator } from "@/lib/i18n/messages";

type SpyGrimoire = NonNullable<ClocktowerPlayerView["spyGrimoire"]>;

/** The Spy's look at the Grimoire tonight: read-only, as it stood when the page was read. */
export function SpyGrimoireTable({ grimoire, t }: { grimoire: SpyGrimoire; t: Translator }) {
  const k = (key: string) => `day.seat.spyGrimoire.${key}`;
  return (
    <section
      aria-labelledby="spy-grimoire-heading"
      className="space-y-2 rounded-lg border border-evil-400/50 p-3"
      data-testid="spy-grimoire"
    >
      <h3 id="spy-grimoire-heading" className="font-semibold text-evil-400">
        {t(k("heading"), { night: grimoire.night })}
      </h3>
      <p className="text-xs text-ink-400">{t(k("intro"))}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-ink-400">
            <tr>
              <th scope="col" className="py-1 pr-2">
                {t(k("player"))}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t(k("character"))}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t(k("alignment"))}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t(k("state"))}
              </th>
              <th scope="col" className="py-1">
                {t(k("reminders"))}
              </th>
            </tr>
          </thead>
          <tbody>
            {grimoire.seats.map((s) => (
              <tr key={s.seatId} className="border-t border-night-700" data-testid="spy-grimoire-seat">
                <td className="py-1 pr-2">{s.traveller ? t(k("traveller"), { name: s.name }) : s.name}</td>
                <td className="py-1 pr-2" data-testid="spy-grimoire-character">
                  {s.believes
                    ? t(k("believes"), { name: s.characterName, believes: s.believes.name })
                    : s.characterName}
                </td>
                <td className={`py-1 pr-2 ${s.alignment === "evil" ? "text-evil-400" : "text-good-400"}`}>
                  {t(k(s.alignment === "evil" ? "evil" : "good"))}
                </td>
                <td className="py-1 pr-2">{t(k(s.alive ? "alive" : "dead"))}</td>
                <td className="py-1">
                  {s.reminders.length === 0
                    ? t(k("none"))
                    : s.reminders
                        .map((r) =>
                          r.characterName ? t(k("token"), { text: r.text, character: r.characterName }) : r.text,
                        )
                        .join(t("day.posts.separator"))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
