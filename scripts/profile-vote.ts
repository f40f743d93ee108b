// `npx tsx scripts/profile-vote.ts`: where a vote's CPU time goes in the command service, in process and
// without a database. Plays the bench's game (scripts/bench.mjs: 15 seats, Bad Moon Rising dealt by
// hand, Days 1 and 2 with 80 votes and an execution each, night notes between, Day 3 with 4 nominees
// and 80 votes standing) through the real command path, then times each part of one vote many times.
// PROFILE_RUNS sets the runs (default 300); run with `node --cpu-prof --import tsx` for a profile.
import { performance } from "node:perf_hooks";
import { benchDay3Game } from "./bench-game";
import { getRuleset } from "../lib/registry";
import { decideCommand, parseCommand } from "../lib/game/commands";
import { foldFrom } from "../lib/game/fold";
import { createRng } from "../lib/game/rng";
import { gameWords, publicView } from "../lib/game/views";
import { moderatorViewChanged, viewChanges } from "../lib/game/view-versions";
import { viewReach } from "../lib/game/view-reach";
import type { GameState } from "../lib/game/ruleset";

const RUNS = Number(process.env.PROFILE_RUNS ?? 300);
const { table: t, seats, day3, alive } = benchDay3Game();

const ruleset = getRuleset("clocktower");
const state: GameState = t.state;
const voter = day3.living.find((s) => !day3.votes.has(s)) ?? day3.living[0]!;
const now = new Date(t.now.getTime() + 60_000);
const command = {
  type: "clocktower.day",
  command: { type: "day.vote", voter, nominee: day3.nominees[0] },
} as const;
console.log(`Day 3 game: ${t.version} events, ${alive().length} alive, ${day3.votes.size} votes standing`);

function time(name: string, work: () => unknown) {
  for (let i = 0; i < 20; i++) work();
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < RUNS; i++) work();
  const wall = (performance.now() - start) / RUNS;
  const used = process.cpuUsage(cpu);
  console.log(
    `${name.padEnd(44)} cpu ${((used.user + used.system) / 1000 / RUNS).toFixed(3)} ms, wall ${wall.toFixed(3)} ms`,
  );
}

const parsed = parseCommand(ruleset, command);
if (!parsed.ok) throw new Error("the vote does not parse");
const decide = () => decideCommand(ruleset, state, parsed.command, { now, rng: createRng("x"), actor: t.moderator });
const decision = decide();
if (!decision.ok) throw new Error("the vote is refused");
const envelope = { seq: t.version + 1, at: now.toISOString(), actorId: "user:u-mod", event: decision.event };
const fold = () => foldFrom(ruleset, { seq: t.version, state }, [envelope])!;
const next = fold();

time("decide", decide);
time("fold", fold);
time("views compared: every view", () => viewChanges(ruleset, state, next, now));
const reach = viewReach(ruleset, decision.event);
time("views compared: the vote's reach", () => viewChanges(ruleset, state, next, now, reach));
time("  the public view, once", () => publicView(ruleset, state, now));
time("  the public view's JSON, once", () => JSON.stringify(publicView(ruleset, state, now)));
time("  15 seats' own views, once", () => {
  for (const s of seats) ruleset.playerView(state, s, now, gameWords(state));
});
time("  15 seats' own views and their JSON, once", () => {
  for (const s of seats) JSON.stringify(ruleset.playerView(state, s, now, gameWords(state)));
});
// (Asked only while the host plays a seat, which no Clocktower game does: not part of a vote.)
time("(the moderator view compared)", () => moderatorViewChanged(ruleset, state, next, now));
const changes = viewChanges(ruleset, state, next, now, reach);
console.log(`the vote moved: public ${changes.public}, seats [${changes.seats.join(", ")}]`);
