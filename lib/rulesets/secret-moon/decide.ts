import { msg, type Message, type MessageValue, type Phrase } from "../../i18n/message";
import type { Decision, DecideContext, GameState } from "../../game/ruleset";
import { accuse } from "./actions/accuse";
import { attack } from "./actions/attack";
import type { Refusal, Turn } from "./actions/common";
import { disrupt } from "./actions/disrupt";
import { inquire } from "./actions/inquire";
import { inspect } from "./actions/inspect";
import { pass } from "./actions/pass";
import { protect } from "./actions/protect";
import { dealCharacters, dealTurnCards } from "./deal";
import { cardNamer } from "./names";
import { optionsSchema, type SecretMoonOptions } from "./options";
import { MAX_PLAYERS, MIN_PLAYERS } from "./roles";
import type { SecretMoonCommand, SecretMoonEvent, TurnCommand } from "./schema";
import { hostSeatOf } from "./playing-host";
import { currentTurn, phaseOf, playerCard, type SecretMoonState } from "./state";

type Game = GameState<SecretMoonState>;
type Result = Decision<SecretMoonEvent>;

const rule = (key: string, values?: Record<string, MessageValue>): Message => msg(`secretMoon.rules.${key}`, values);
const refuse = (error: Phrase, field?: string): Result => ({ ok: false, error, ...(field ? { field } : {}) });

export function decide(game: Game, cmd: SecretMoonCommand, ctx: DecideContext): Result {
  switch (cmd.type) {
    case "secret-moon.deal":
      return decideDeal(game, cmd, ctx);
    case "secret-moon.start-round":
      return decideStartRound(game, ctx);
    case "secret-moon.thief-answer":
      return decideThiefAnswer(game, cmd, ctx);
    default:
      return decideTurn(game, cmd, ctx);
  }
}

function moderatorOnly(ctx: DecideContext, refusal: "onlyModeratorDeals" | "onlyModeratorStartsRound"): Result | null {
  return ctx.actor.kind === "player" ? refuse(rule(refusal)) : null;
}

function decideDeal(
  game: Game,
  cmd: Extract<SecretMoonCommand, { type: "secret-moon.deal" }>,
  ctx: DecideContext,
): Result {
  const denied = moderatorOnly(ctx, "onlyModeratorDeals");
  if (denied) return denied;
  const seats = game.core.seats.map((s) => s.id);
  if (seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS)
    return refuse(rule("dealPlayers", { min: MIN_PLAYERS, max: MAX_PLAYERS, count: seats.length }));

  const match = game.rules.match;
  const phase = phaseOf(game.rules);
  const given = { thief: cmd.thief, matchLength: cmd.matchLength, reservedNumbersPublic: cmd.reservedNumbersPublic };
  const warnings: Phrase[] = [];
  let options: SecretMoonOptions;
  let gameNumber: number;
  let newMatch: boolean;

  if (!match || phase === "match-over") {
    options = optionsSchema.parse(given);
    gameNumber = 1;
    newMatch = true;
  } else if (match.results.length === 0) {
    // Redealing the match's first game may still correct its options.
    const defined = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    options = optionsSchema.parse({ ...match.options, ...defined });
    gameNumber = 1;
    newMatch = true;
    if (phase !== "game-over") warnings.push(rule("redealWarning", { game: 1 }));
  } else {
    options = match.options;
    const changed = (Object.keys(given) as Array<keyof typeof given>).filter(
      (k) => given[k] !== undefined && given[k] !== options[k],
    );
    if (changed.length > 0) return refuse(rule("optionsFixed", { fields: changed.join(", ") }), changed[0]);
    newMatch = false;
    if (phase === "game-over") gameNumber = match.game.number + 1;
    else {
      gameNumber = match.game.number;
      warnings.push(rule("redealWarning", { game: gameNumber }));
    }
    const sameSeats = seats.length === match.seats.length && seats.every((s) => match.seats.includes(s));
    if (!sameSeats) warnings.push(rule("playersChanged"));
  }

  // The host's choice stands for the match's next games unless they say otherwise.
  const previousHost = match?.game.hostSeat ?? null;
  const hostSeat = cmd.hostSeat !== undefined ? cmd.hostSeat : seats.includes(previousHost ?? "") ? previousHost : null;
  if (hostSeat !== null && !seats.includes(hostSeat)) return refuse(rule("noHostSeat", { seat: hostSeat }), "hostSeat");

  return {
    ok: true,
    event: {
      type: "SecretMoonDealt",
      gameNumber,
      newMatch,
      options,
      ...dealCharacters(seats, options, ctx.rng),
      hostSeat,
    },
    warnings,
  };
}

/**
 * Playing-host mode: the host's account may act only for the host's own seat; everyone else acts on
 * their own link, so that nothing of their turn (what they saw, the Thief's answer) reaches the host.
 * The refusal names nothing about the seat asked for (not even whether it holds the Thief).
 */
function playingHostRefusal(game: Game, seatId: string, ctx: DecideContext): Result | null {
  const hostSeat = hostSeatOf(game.rules);
  if (ctx.actor.kind !== "moderator" || hostSeat === null || seatId === hostSeat) return null;
  return refuse(rule("hostPlays"), "seatId");
}

function decideStartRound(game: Game, ctx: DecideContext): Result {
  const denied = moderatorOnly(ctx, "onlyModeratorStartsRound");
  if (denied) return denied;
  const match = game.rules.match;
  const phase = phaseOf(game.rules);
  if (!match) return refuse(rule("noGameDealt"));
  if (phase === "turn") return refuse(rule("roundBeingPlayed", { round: match.game.round }));
  if (phase !== "between-rounds") return refuse(rule("gameOver", { game: match.game.number }));
  return {
    ok: true,
    event: {
      type: "SecretMoonRoundStarted",
      round: match.game.round + 1,
      seed: ctx.rng.seed,
      dealt: dealTurnCards(match.game, ctx.rng),
    },
  };
}

function decideThiefAnswer(
  game: Game,
  cmd: Extract<SecretMoonCommand, { type: "secret-moon.thief-answer" }>,
  ctx: DecideContext,
): Result {
  const hosting = playingHostRefusal(game, cmd.seatId, ctx);
  if (hosting) return hosting;
  if (ctx.actor.kind === "player" && ctx.actor.seatId !== cmd.seatId) return refuse(rule("ownSeatChoice"), "seatId");
  const current = game.rules.match?.game;
  if (!current || current.result) return refuse(rule("noGamePlayed"));
  const card = playerCard(current, cmd.seatId);
  if (!card) return refuse(rule("seatNotPlaying"), "seatId");
  if (card.role !== "thief") return refuse(rule(ctx.actor.kind === "player" ? "youAreNotThief" : "notThief"));
  return { ok: true, event: { type: "SecretMoonThiefAnswerChosen", seatId: cmd.seatId, answer: cmd.answer } };
}

/**
 * The checks every turn action shares, then the action's own. A move against the rules is an error,
 * not a warning: acting out of turn or breaking a card's limits would leave the turn order and the
 * cards in a state no table could reach; the moderator corrects a mistake with undo.
 */
function decideTurn(game: Game, cmd: TurnCommand, ctx: DecideContext): Result {
  const hosting = playingHostRefusal(game, cmd.seatId, ctx);
  if (hosting) return hosting;
  if (cmd.type === "secret-moon.inquire" && cmd.thiefAnswer && hostSeatOf(game.rules) !== null)
    return refuse(rule("hostThiefAnswer"), "thiefAnswer");
  const turn = turnOf(game, cmd.seatId, ctx);
  if (!("actor" in turn)) return refuse(turn);
  const refused = actionRefusal(turn, cmd, ctx);
  if (refused) return refuse(refused);
  return { ok: true, event: actionEvent(turn, cmd) };
}

/** Who may act now, or why nobody with this seat may. */
export function turnOf(game: Game, seatId: string, ctx: Pick<DecideContext, "actor">): Turn | Message {
  if (ctx.actor.kind === "player" && ctx.actor.seatId !== seatId) return rule("ownSeatAct");
  const match = game.rules.match;
  if (!match) return rule("noGameDealt");
  const current = match.game;
  if (current.result) return rule("gameOver", { game: current.number });
  const name = cardNamer(game.core, current);
  const actor = playerCard(current, seatId);
  if (!actor) return rule("notPlaying", { name: name(seatId) });
  const now = currentTurn(current);
  if (!now) return current.round === 0 ? rule("dealRound1First") : rule("dealNextRoundFirst", { round: current.round });
  if (now.seatId !== seatId)
    return rule("notYourTurn", { current: name(now.seatId), number: now.number, name: name(seatId) });
  return { game: current, options: match.options, actor, number: now.number, name };
}

export function actionRefusal(t: Turn, cmd: TurnCommand, ctx: Pick<DecideContext, "actor">): Refusal {
  switch (cmd.type) {
    case "secret-moon.inspect":
      return inspect.refusal(t, cmd.target);
    case "secret-moon.inquire":
      if (cmd.thiefAnswer && ctx.actor.kind === "player") return rule("onlyModeratorAnswers");
      return inquire.refusal(t, cmd.target);
    case "secret-moon.accuse":
      return accuse.refusal(t, cmd.target, cmd.role);
    case "secret-moon.protect":
      return protect.refusal(t, cmd.target);
    case "secret-moon.disrupt":
      return disrupt.refusal(t, cmd.target);
    case "secret-moon.attack":
      return attack.refusal(t, cmd.target);
    case "secret-moon.pass":
      return pass.refusal(t, cmd.reserve ?? null);
  }
}

function actionEvent(t: Turn, cmd: TurnCommand): SecretMoonEvent {
  switch (cmd.type) {
    case "secret-moon.inspect":
      return inspect.event(t, cmd.target);
    case "secret-moon.inquire":
      return inquire.event(t, cmd.target, cmd.thiefAnswer ?? t.game.thiefAnswer);
    case "secret-moon.accuse":
      return accuse.event(t, cmd.target, cmd.role);
    case "secret-moon.protect":
      return protect.event(t, cmd.target);
    case "secret-moon.disrupt":
      return disrupt.event(t, cmd.target);
    case "secret-moon.attack":
      return attack.event(t, cmd.target);
    case "secret-moon.pass":
      return pass.event(t, cmd.reserve ?? null);
  }
}
