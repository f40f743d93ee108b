import type { PublicCard, PublicGame } from "@/lib/rulesets/secret-moon";
import { SIDE_TEXT, roleName, sideOf, type Namer } from "@/components/secret-moon/labels";

/** The character cards as the table sees them: face down unless revealed, with their public markers. */
export function TownCards({ game, name }: { game: PublicGame; name: Namer }) {
  return (
    <div aria-labelledby="sm-town-cards-heading">
      <h3 id="sm-town-cards-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
        The cards
      </h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="sm-town-cards">
        {game.cards.map((c) => (
          <TownCard key={c.id} card={c} game={game} name={name} />
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-400" data-testid="sm-town-discards">
        {game.round > 0 && (
          <>
            Turn-order cards face up this round:{" "}
            {game.faceUpDiscards.length ? [...game.faceUpDiscards].sort((a, b) => a - b).join(", ") : "none"}.{" "}
          </>
        )}
        {game.cardRemoved && "With five players, one card was removed unseen. "}
        Markers: ◆ inspected by, ♛ Princess-team answer, ⚑ Minister-team answer.
      </p>
    </div>
  );
}

function TownCard({ card, game, name }: { card: PublicCard; game: PublicGame; name: Namer }) {
  const acting = game.call?.seatId === card.id;
  const role = card.revealedRole;
  const turn =
    card.turnCard === "waiting"
      ? "to act"
      : card.turnCard === "reserved"
        ? card.reservedNumber !== null
          ? `reserved #${card.reservedNumber}`
          : "reserved a card"
        : null;
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
        {role ? roleName(role) : "face down"}
      </p>
      <div className="mt-1 flex flex-wrap gap-1 text-[11px] leading-4">
        {acting && <Tag className="border-moon-500/60 text-moon-300">acting</Tag>}
        {card.captured && <Tag className="border-blood-500/60 text-blood-400">captured</Tag>}
        {card.protected && <Tag className="border-good-400/50 text-good-400">protected</Tag>}
        {!acting && turn && <Tag className="border-night-600 text-ink-300">{turn}</Tag>}
      </div>
      {(card.inspectedBy.length > 0 || card.teamMarkers.length > 0) && (
        <p className="mt-1 text-xs text-ink-300">
          {card.inspectedBy.length > 0 && (
            <span title={`Inspected by ${card.inspectedBy.map(name).join(", ")}`}>
              <span aria-hidden="true">◆</span>
              <span className="sr-only">Inspected by</span> {card.inspectedBy.map(name).join(", ")}{" "}
            </span>
          )}
          {card.teamMarkers.map((m, i) => (
            <span
              key={i}
              className={`text-sm ${m === "princess" ? "text-blood-400" : "text-good-400"}`}
              title={m === "princess" ? "Princess-team marker" : "Minister-team marker"}
            >
              <span aria-hidden="true">{m === "princess" ? "♛" : "⚑"}</span>
              <span className="sr-only">{m === "princess" ? "Princess-team marker" : "Minister-team marker"}</span>
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
