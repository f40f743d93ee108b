import type { PublicView } from "@/lib/game/views";
import { translator } from "@/lib/i18n/render";
import type { CoinFlipPublicView } from "../index";

/** The coin flip on the town square: how many have called, then the face and who called it. */
export function CoinFlipTown({ view }: { view: PublicView<CoinFlipPublicView> }) {
  const t = translator(view.language);
  const rules = view.rules;
  const name = (id: string) => view.seats.find((s) => s.id === id)?.name ?? id;
  const list = new Intl.ListFormat(view.language, { type: "conjunction" });
  return (
    <section className="card space-y-2" data-testid="cf-town">
      {rules.face ? (
        <>
          <p className="text-lg font-semibold text-moon-300" data-testid="cf-town-face">
            {t("coinFlip.town.landed", { face: t(`coinFlip.face.${rules.face}`) })}
          </p>
          <p data-testid="cf-town-winners">
            {rules.winners?.length
              ? t("coinFlip.town.winners", { names: list.format(rules.winners.map(name)) })
              : t("coinFlip.town.noWinners")}
          </p>
        </>
      ) : (
        <p data-testid="cf-town-waiting">{t("coinFlip.town.waiting", { count: rules.called.length })}</p>
      )}
    </section>
  );
}
