import type { PublicCard, PublicGame } from "@/lib/rulesets/secret-moon";
import { SIDE_TEXT, sideOf, type Words } from "@/lib/rulesets/secret-moon/ui/shared/labels";

/** The character cards as the table sees them: face down unless revealed, with their public markers. */
export function TownCards({ game, words }: { game: PublicGame; words: Words }) {
  const { t } = words;
  return (
    <div aria-labelledby="sm-town-cards-heading">
      <h3 id="sm-town-cards-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
        {t("town.cards")}
      </h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="sm-town-cards">
        {game.cards.map((c) => (
          <TownCard key={c.id} card={c} game={game} words={words} />
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-400" data-testid="sm-town-discards">
        {game.round > 0 && (
          <>
            {t("town.faceUpDiscards", {
              numbers: game.faceUpDiscards.length
                ? words.list([...game.faceUpDiscards].sort((a, b) => a - b).map(String))
                : t("none"),
            })}{" "}
          </>
        )}
        {game.cardRemoved && `${t("town.removedFive")} `}
        {t("town.markers")}
      </p>
    </div>
  );
}

function TownCard({ card, game, words }: { card: PublicCard; game: PublicGame; words: Words }) {
  const { t, name } = words;
  const acting = game.call?.seatId === card.id;
  const role = card.revealedRole;
  const turn =
    card.turnCard === "waiting"
      ? t("town.toAct")
      : card.turnCard === "reserved"
        ? card.reservedNumber !== null
          ? t("town.reservedNumber", { number: card.reservedNumber })
          : t("town.reserved")
        : null;
  const inspectors = words.list(card.inspectedBy.map(name));
  return (
    <li
      className={`rounded-lg border px-3 py-2 ${acting ? "border-moon-400 bg-night-850" : role ? "border-ink-400/50 bg-night-850" : "border-night-700 bg-night-900"} ${card.captured ? "border-dashed" : ""}`}
      data-testid={`sm-town-card-${card.id}`}
    >
      <p className="truncate text-sm font-medium text-ink-100">{name(card.id)}</p>
      <p
        className={`text-sm ${role ? `font-semibold ${SIDE_TEXT[sideOf(role)]}` : "text-ink-400"}`}
        data-testid="sm-town-role"
      >
        {role ? words.role(role) : t("town.faceDown")}
      </p>
      <div className="mt-1 flex flex-wrap gap-1 text-[11px] leading-4">
        {acting && <Tag className="border-moon-500/60 text-moon-300">{t("town.acting")}</Tag>}
        {card.captured && <Tag className="border-blood-500/60 text-blood-400">{t("town.captured")}</Tag>}
        {card.protected && <Tag className="border-good-400/50 text-good-400">{t("town.protected")}</Tag>}
        {!acting && turn && <Tag className="border-night-600 text-ink-300">{turn}</Tag>}
      </div>
      {(card.inspectedBy.length > 0 || card.teamMarkers.length > 0) && (
        <p className="mt-1 text-xs text-ink-300">
          {card.inspectedBy.length > 0 && (
            <span title={t("town.inspectedBy", { names: inspectors })}>
              <span aria-hidden="true">◆</span>
              <span className="sr-only">{t("town.inspectedByLabel")}</span> {inspectors}{" "}
            </span>
          )}
          {card.teamMarkers.map((m, i) => (
            <span
              key={i}
              className={`text-sm ${m === "princess" ? "text-blood-400" : "text-good-400"}`}
              title={t("cards.teamMarker", { side: m })}
            >
              <span aria-hidden="true">{m === "princess" ? "♛" : "⚑"}</span>
              <span className="sr-only">{t("cards.teamMarker", { side: m })}</span>
            </span>
          ))}
        </p>
      )}
    </li>
  );
}

function Tag({ className, children }: { className: string; children: React.ReactNode }) {
  return <span className={`rounded-full border px-1.5 ${className}`}>{children}</span>;
}
