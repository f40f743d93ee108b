import type { GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import { characterOf, deathHints, grimoireSeats, seatNameOf } from "../grimoire/grimoire";
import type { ClocktowerState, DeathCause } from "../state";

type Game = GameState<ClocktowerState>;

export interface ProposedDeath {
  seatId: SeatId;
  name: string;
  cause: DeathCause;
  by?: string;
  /** The step that recorded it. */
  stepKey: string;
  hints: string[];
}

export interface DawnSummary {
  night: number;
  deaths: ProposedDeath[];
  /** "PlagueSimp, Whysper and Thepigeonnyc died in the night." / "Nobody died in the night." */
  announcement: string;
  hints: string[];
}

const list = (names: string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

export function announcement(names: string[]): string {
  if (names.length === 0) return "Nobody died in the night.";
  return `${list(names)} died in the night.`;
}

/**
 * Who died tonight, proposed from the kills recorded on the night's steps (in seat order, each seat
 * once, only seats the town sees alive), with the announcement. Null when it is not night.
 */
export function dawnSummary(game: Game): DawnSummary | null {
  const rules = game.rules;
  if (rules.phase?.kind !== "night") return null;
  const night = rules.phase.number;
  const record = rules.nights?.[String(night)];
  const byseat = new Map<SeatId, ProposedDeath>();
  for (const [key, step] of Object.entries(record?.steps ?? {}))
    for (const k of step.kills) {
      const seat = rules.seats[k.seatId];
      if (!seat || byseat.has(k.seatId) || !seat.alive || seat.registersDead) continue;
      byseat.set(k.seatId, {
        seatId: k.seatId,
        name: seatNameOf(game, k.seatId),
        cause: k.cause,
        ...(k.by ? { by: k.by } : {}),
        stepKey: key,
        hints: deathHints(game, k.seatId, k.cause, k.by),
      });
    }
  const order = grimoireSeats(game).map((s) => s.id);
  const deaths = [...byseat.values()].sort((a, b) => order.indexOf(a.seatId) - order.indexOf(b.seatId));
  const hints = deaths.flatMap((d) => d.hints);
  const unfinished = Object.values(record?.steps ?? {}).filter((s) => !s.done).length;
  if (unfinished) hints.push(`${unfinished} recorded step${unfinished > 1 ? "s are" : " is"} not done.`);
  return { night, deaths, announcement: announcement(deaths.map((d) => d.name)), hints };
}

/** The default cause of a kill recorded at a step: a Demon's kill is a night death, anything else an ability's. */
export function defaultKillCause(rules: ClocktowerState, stepId: string): { cause: DeathCause; by?: string } {
  const c = characterOf(rules, stepId);
  if (!c) return { cause: "night" };
  if (c.team === "demon") return { cause: "night", by: c.id };
  return { cause: "ability", by: c.id };
}
