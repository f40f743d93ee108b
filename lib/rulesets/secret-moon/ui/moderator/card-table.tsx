"use client";
import type { Commands } from "@/components/game/use-game";
import { SIDE_BORDER, SIDE_TEXT, sideOf, type FullCard, type ModGame, type Words } from "./model";

/** Every character card on the table, as the moderator sees it: roles, markers and state. */
export function CardTable({ game, words, commands }: { game: ModGame; words: Words; commands: Commands }) {
  const { t } = words;
  const current = game.call?.seatId;
  return (
    <section className="card" aria-labelledby="sm-cards-heading">
      <h3 id="sm-cards-heading" className="mb-3 flex items-baseline gap-2 font-semibold">
        {t("panel.table")} <span className="text-sm font-normal text-ink-400">{t("panel.moderatorOnly")}</span>
      </h3>
      <ul className="grid grid-cols-2 gap-2" aria-label={t("panel.characterCards")}>
        {game.cardsInFull.map((c) => (
          <CardTile key={c.id} card={c} game={game} words={words} acting={c.id === current} commands={commands} />
        ))}
      </ul>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {!game.result && (
          <div>
            <dt className="label">{t("cards.discardPile")}</dt>
            <dd className="flex flex-wrap gap-1" data-testid="sm-discards">
              {game.discardPile.length === 0 ? (
                <span className="text-ink-400">{t("panel.empty")}</span>
              ) : (
                game.discardPile.map((n) => (
                  <NumberChip key={n} n={n} faceUp={game.faceUpDiscards.includes(n)} words={words} />
                ))
              )}
            </dd>
          </div>
        )}
        {game.removed && (
          <div>
            <dt className="label">{t("panel.removedUnseen")}</dt>
            <dd className={SIDE_TEXT[sideOf(game.removed)]}>{words.role(game.removed)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function NumberChip({ n, faceUp, words }: { n: number; faceUp: boolean; words: Words }) {
  return (
    <span
      className={`inline-flex h-7 min-w-7 items-center justify-center rounded border px-1.5 font-mono text-xs ${faceUp ? "border-ink-400 text-ink-100" : "border-night-600 text-ink-400"}`}
      title={words.t(faceUp ? "panel.faceUpTitle" : "panel.faceDownTitle")}
    >
      {n}
    </span>
  );
}

function CardTile({
  card,
  game,
  words,
  acting,
  commands,
}: {
  card: FullCard;
  game: ModGame;
  words: Words;
  acting: boolean;
  commands: Commands;
}) {
  const { t, name } = words;
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
            {words.role(card.role)}{" "}
            <span className="hidden font-normal text-ink-400 sm:inline">· {words.side(side)}</span>
          </p>
        </div>
        {card.turnNumber !== null && (
          <span
            className="rounded border border-moon-500/60 px-1.5 font-mono text-xs text-moon-300"
            title={t("panel.holds", { number: card.turnNumber })}
          >
            #{card.turnNumber}
          </span>
        )}
        {card.reservedNumber !== null && (
          <span
            className="rounded border border-night-600 px-1.5 font-mono text-xs text-ink-300"
            title={t("panel.reservedTitle", { number: card.reservedNumber })}
          >
            {t("panel.nextNumber", { number: card.reservedNumber })}
          </span>
        )}
      </div>
      <div className="mt-1.5 flex flex-wrap gap-1 text-xs">
        {acting && <Badge tone="acting">{t("panel.acting")}</Badge>}
        <Badge tone={card.revealed ? "moon" : "muted"}>{t(card.revealed ? "panel.faceUp" : "panel.faceDown")}</Badge>
        {card.holder === "npc" && <Badge tone="muted">{t("panel.npc")}</Badge>}
        {card.captured && <Badge tone="blood">{t("panel.captured")}</Badge>}
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
              ? t("panel.hidden")
              : t("panel.protected")}
          </Badge>
        )}
        {card.teamMarkers.map((m, i) => (
          <Badge key={i} tone={m === "princess" ? "blood" : "good"}>
            {t(m === "princess" ? "panel.princessMarker" : "panel.ministerMarker")}
          </Badge>
        ))}
      </div>
      {card.inspectedBy.length > 0 && (
        <p className="mt-1.5 text-xs text-ink-400">
          {t("panel.inspectedBy", { names: words.list(card.inspectedBy.map(name)) })}
        </p>
      )}
      {learned.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-xs text-ink-300">
          {learned.map((l, i) => (
            <li key={i}>{t("panel.knows", { name: name(l.cardId), role: words.role(l.role), round: l.round })}</li>
          ))}
        </ul>
      )}
      {card.role === "thief" && card.holder === "player" && !card.captured && !game.result && (
        <div className="mt-2">
          <label className="label" htmlFor={`sm-thief-${card.id}`}>
            {t("panel.thiefAnswersQuestion", { question: t("inquiry.question") })}
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
            <option value="princess">{t("panel.asPrincess")}</option>
            <option value="minister">{t("panel.asMinister")}</option>
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
