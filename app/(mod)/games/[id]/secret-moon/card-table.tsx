"use client";
import type { Commands } from "../use-game";
import { SIDE_BORDER, SIDE_LABEL, SIDE_TEXT, roleName, sideOf, type FullCard, type ModGame, type Namer } from "./model";

/** Every character card on the table, as the moderator sees it: roles, markers and state. */
export function CardTable({ game, name, commands }: { game: ModGame; name: Namer; commands: Commands }) {
  const current = game.call?.seatId;
  return (
    <section className="card" aria-labelledby="sm-cards-heading">
      <h3 id="sm-cards-heading" className="mb-3 flex items-baseline gap-2 font-semibold">
        The table <span className="text-sm font-normal text-ink-400">moderator only</span>
      </h3>
      <ul className="grid grid-cols-2 gap-2" aria-label="Character cards">
        {game.cardsInFull.map((c) => (
          <CardTile key={c.id} card={c} game={game} name={name} acting={c.id === current} commands={commands} />
        ))}
      </ul>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {!game.result && (
          <div>
            <dt className="label">Discard pile</dt>
            <dd className="flex flex-wrap gap-1" data-testid="sm-discards">
              {game.discardPile.length === 0 ? (
                <span className="text-ink-400">empty</span>
              ) : (
                game.discardPile.map((n) => <NumberChip key={n} n={n} faceUp={game.faceUpDiscards.includes(n)} />)
              )}
            </dd>
          </div>
        )}
        {game.removed && (
          <div>
            <dt className="label">Removed unseen</dt>
            <dd className={SIDE_TEXT[sideOf(game.removed)]}>{roleName(game.removed)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function NumberChip({ n, faceUp }: { n: number; faceUp: boolean }) {
  return (
    <span
      className={`inline-flex h-7 min-w-7 items-center justify-center rounded border px-1.5 font-mono text-xs ${faceUp ? "border-ink-400 text-ink-100" : "border-night-600 text-ink-400"}`}
      title={faceUp ? "face up (played or discarded openly this round)" : "face down"}
    >
      {n}
    </span>
  );
}

function CardTile({
  card,
  game,
  name,
  acting,
  commands,
}: {
  card: FullCard;
  game: ModGame;
  name: Namer;
  acting: boolean;
  commands: Commands;
}) {
  const side = sideOf(card.role);
  const isProtected = game.cards.find((c) => c.id === card.id)?.protected ?? false;
  const learned = card.holder === "player" ? (game.learned[card.id] ?? []) : [];
  return (
    <li
      className={`min-w-0 rounded-lg border bg-night-850 px-2.5 py-2 sm:px-3 sm:py-2.5 ${acting ? "border-moon-400 ring-1 ring-moon-400/40" : card.revealed ? SIDE_BORDER[side] : "border-night-700"} ${card.captured ? "opacity-70" : ""}`}
      data-testid={`sm-mod-card-${card.id}`}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{name(card.id)}</p>
          <p className={`text-sm font-semibold ${SIDE_TEXT[side]}`}>
            {roleName(card.role)}{" "}
            <span className="hidden font-normal text-ink-400 sm:inline">· {SIDE_LABEL[side]}</span>
          </p>
        </div>
        {card.turnNumber !== null && (
          <span
            className="rounded border border-moon-500/60 px-1.5 font-mono text-xs text-moon-300"
            title={`Holds turn-order card ${card.turnNumber} this round`}
          >
            #{card.turnNumber}
          </span>
        )}
        {card.reservedNumber !== null && (
          <span
            className="rounded border border-night-600 px-1.5 font-mono text-xs text-ink-300"
            title={`Reserved turn-order card ${card.reservedNumber} for next round`}
          >
            next #{card.reservedNumber}
          </span>
        )}
      </div>
      <div className="mt-1.5 flex flex-wrap gap-1 text-xs">
        {acting && <Badge tone="acting">acting</Badge>}
        <Badge tone={card.revealed ? "moon" : "muted"}>{card.revealed ? "face up" : "face down"}</Badge>
        {card.holder === "npc" && <Badge tone="muted">NPC</Badge>}
        {card.captured && <Badge tone="blood">captured</Badge>}
        {isProtected && (
          <Badge tone="good">
            {card.holder === "player" &&
            game.log.some(
              (l) =>
                l.record.kind === "protect" &&
                l.record.seatId === card.id &&
                l.record.target === card.id &&
                l.record.round === game.round,
            )
              ? "hidden"
              : "protected"}
          </Badge>
        )}
        {card.teamMarkers.map((m, i) => (
          <Badge key={i} tone={m === "princess" ? "blood" : "good"}>
            {m === "princess" ? "Princess marker" : "Minister marker"}
          </Badge>
        ))}
      </div>
      {card.inspectedBy.length > 0 && (
        <p className="mt-1.5 text-xs text-ink-400">Inspected by {card.inspectedBy.map(name).join(", ")}</p>
      )}
      {learned.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-xs text-ink-300">
          {learned.map((l, i) => (
            <li key={i}>
              Knows: {name(l.cardId)} is the {roleName(l.role)} (round {l.round})
            </li>
          ))}
        </ul>
      )}
      {card.role === "thief" && card.holder === "player" && !card.captured && !game.result && (
        <div className="mt-2">
          <label className="label" htmlFor={`sm-thief-${card.id}`}>
            Answers “Who goes there?” as
          </label>
          <select
            id={`sm-thief-${card.id}`}
            className="input py-1"
            value={game.thiefAnswer}
            disabled={commands.busy}
            onChange={(e) =>
              commands.send({ type: "secret-moon.thief-answer", seatId: card.id, answer: e.target.value })
            }
          >
            <option value="princess">the Princess (silent)</option>
            <option value="minister">the Minister</option>
          </select>
        </div>
      )}
    </li>
  );
}

const TONES = {
  acting: "border-moon-400 bg-moon-400/15 font-semibold text-moon-300",
  moon: "border-moon-500/50 text-moon-300",
  muted: "border-night-600 text-ink-400",
  blood: "border-blood-500/50 text-blood-400",
  good: "border-good-400/50 text-good-400",
} as const;

function Badge({ tone, children }: { tone: keyof typeof TONES; children: React.ReactNode }) {
  return <span className={`rounded-full border px-2 py-0.5 ${TONES[tone]}`}>{children}</span>;
}
