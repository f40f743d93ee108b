/**
 * Small games played in memory through the command path, for lib/warm-up.ts: their public views run
 * the views' code and formatters once at start. Each rule system's: seats, published; Clocktower's
 * dealt and into Day 1 with a nomination and a vote.
 */
import { decideCommand, parseCommand } from "./game/commands";
import type { EventEnvelope } from "./game/events";
import { createRng } from "./game/rng";
import type { GameState, RulesetId } from "./game/ruleset";
import { engine, getRuleset } from "./registry";
import { badMoonRisingForum } from "./rulesets/clocktower/scripts/bad-moon-rising-forum";

const SEATS = 7;

/** The commands of a small game: seats, published; for Clocktower, dealt and into Day 1 with a vote. */
function commandsOf(
  rulesetId: RulesetId,
  seats: () => string[],
): Array<() => { type: string; [key: string]: unknown }> {
  const add = Array.from({ length: SEATS }, (_, i) => () => ({ type: "seat.add", name: `P${i + 1}` }));
  const publish = () => ({ type: "game.publish" });
  if (rulesetId !== "clocktower") return [...add, publish];
  const ofTeam = (team: string, n: number) =>
    badMoonRisingForum.characters
      .filter((c) => c.team === team)
      .slice(0, n)
      .map((c) => c.id);
  const dealt = [...ofTeam("townsfolk", 5), ...ofTeam("minion", 1), ...ofTeam("demon", 1)];
  const day = (command: object) => () => ({ type: "clocktower.day", command });
  return [
    ...add,
    publish,
    () => ({ type: "clocktower.setScript", script: badMoonRisingForum }),
    () => ({
      type: "clocktower.deal",
      mode: "manual",
      assignments: Object.fromEntries(seats().map((s, i) => [s, dealt[i]])),
    }),
    () => ({ type: "clocktower.setSettings", discussionHours: 0 }),
    () => ({ type: "clocktower.startNight" }),
    () => ({ type: "clocktower.startDay" }),
    () => day({ type: "day.nominate", nominator: seats()[0], nominee: seats()[1] })(),
    () => day({ type: "day.vote", voter: seats()[2], nominee: seats()[1] })(),
  ];
}

/** A small game of the rule system played in memory through the command path, as far as it goes. */
export function smallGame(rulesetId: RulesetId, now: Date): GameState {
  const ruleset = getRuleset(rulesetId);
  const actor = { kind: "moderator" as const, userId: "warm-up" };
  const at = now.toISOString();
  let game = engine.fold(rulesetId, [
    { seq: 1, at, actorId: "system", event: { type: "GameCreated", title: "", rulesetId } } as EventEnvelope,
  ]);
  let seq = 1;
  for (const next of commandsOf(rulesetId, () => game.core.seats.map((s) => s.id))) {
    const parsed = parseCommand(ruleset, next());
    if (!parsed.ok) break;
    const decided = decideCommand(ruleset, game, parsed.command, { now, rng: createRng(`warm-${seq}`), actor });
    if (!decided.ok) break;
    game = engine.applyEvent(game, { seq: ++seq, at, actorId: `user:${actor.userId}`, event: decided.event });
  }
  return game;
}
