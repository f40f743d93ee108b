// `npx tsx scripts/profile-vote.ts`: where a vote's CPU time goes in the command service, in process and
// without a database. Plays the bench's game (scripts/bench.mjs: 15 seats, Bad Moon Rising dealt by
// hand, Days 1 and 2 with 80 votes and an execution each, night notes between, Day 3 with 4 nominees
// and 80 votes standing) through the real command path, then times each part of one vote many times.
// PROFILE_RUNS sets the runs (default 300); run with `node --cpu-prof --import tsx` for a profile.
import { performance } from "node:perf_hooks";
import { Table } from "../test/table";
import { badMoonRisingForum } from "../lib/rulesets/clocktower/scripts/bad-moon-rising-forum";
import { getRuleset } from "../lib/registry";
import { decideCommand, parseCommand } from "../lib/game/commands";
import { foldFrom } from "../lib/game/fold";
import { createRng } from "../lib/game/rng";
import { gameWords, publicView } from "../lib/game/views";
import { moderatorViewChanged, viewChanges } from "../lib/game/view-versions";
import { viewReach } from "../lib/game/view-reach";
import type { GameState } from "../lib/game/ruleset";

const RUNS = Number(process.env.PROFILE_RUNS ?? 300);
const HISTORY = 1500;
const VOTES_PER_DAY = 80;

const t = new Table("clocktower", { title: "Benchmark game" });
const must = (command: Parameters<Table["run"]>[0], force = true) => {
  const d = t.runSaying(command, { force });
  if (!d.ok) throw new Error(`${command.type} refused`);
};
const day = (command: object, force = false) => must({ type: "clocktower.day", command }, force);

const names =
  "CRichard Eggyolk PlagueSimp Nightingale Dolby Kiiruma Whysper Amelia Thepigeonnyc Intensify YoubutWorse LadyGaga Squishy Everhood Gnomes".split(
    " ",
  );
for (const name of names) must({ type: "seat.add", name, handle: name.toLowerCase() });
must({ type: "game.publish" });
const seats = t.state.core.seats.map((s) => s.id);
const script = JSON.parse(JSON.stringify(badMoonRisingForum));
must({ type: "clocktower.setScript", script });
const ofTeam = (team: string, n: number, skip: string[] = []) =>
  (script.characters as { id: string; team: string }[])
    .filter((c) => c.team === team && !skip.includes(c.id))
    .slice(0, n)
    .map((c) => c.id);
const dealt = [
  ...ofTeam("townsfolk", 9),
  ...ofTeam("outsider", 2),
  ...ofTeam("minion", 3),
  ...ofTeam("demon", 1, ["zombuul"]),
];
const teamOf = Object.fromEntries(seats.map((s, i) => [s, ofTeam("townsfolk", 9).includes(dealt[i]!)]));
must({ type: "clocktower.deal", mode: "manual", assignments: Object.fromEntries(seats.map((s, i) => [s, dealt[i]])) });
must({ type: "clocktower.setSettings", discussionHours: 0 });

type Rules = { seats: Record<string, { alive: boolean }> };
const alive = () => seats.filter((s) => (t.state.rules as Rules).seats[s]!.alive);

function playDay(moves: number, resolve: boolean) {
  const town = alive();
  const first = town.findIndex((s, i) => i >= 1 && teamOf[s]);
  const living = [...town.slice(first - 1), ...town.slice(0, first - 1)];
  const L = living.length;
  const nominees = [0, 1, 2, 3].map((k) => living[(3 * k + 1) % L]!);
  for (let k = 0; k < nominees.length; k++)
    day({ type: "day.nominate", nominator: living[(3 * k + 5) % L], nominee: nominees[k] });
  const votes = new Map<string, string>();
  const majority = Math.ceil(L / 2) + 1;
  for (let i = 0; i < (resolve ? moves - majority : moves); i++) {
    t.advance(60_000);
    const voter = living[i % L]!;
    const current = votes.get(voter);
    if (current && i % 11 === 7) {
      day({ type: "day.unvote", voter });
      votes.delete(voter);
      continue;
    }
    let nominee = nominees[(i + Math.floor(i / L)) % nominees.length]!;
    if (nominee === current) nominee = nominees[(nominees.indexOf(nominee) + 1) % nominees.length]!;
    day({ type: "day.vote", voter, nominee });
    votes.set(voter, nominee);
  }
  if (resolve) {
    for (const voter of living.slice(0, majority)) {
      if (votes.get(voter) === nominees[0]) continue;
      day({ type: "day.vote", voter, nominee: nominees[0] });
      votes.set(voter, nominees[0]!);
    }
    day({ type: "day.resolve" }, true);
  }
  return { living, nominees, votes };
}

const notesPerNight = Math.floor((HISTORY - t.version - 3 * (VOTES_PER_DAY + 12)) / 3);
let noteCount = 0;
const nightNotes = () => {
  for (let i = 0; i < notesPerNight; i++, noteCount++)
    must({
      type: "clocktower.setNote",
      seatId: seats[noteCount % 15],
      note: `Night note ${noteCount}: checked again.`,
    });
};
must({ type: "clocktower.startNight" });
nightNotes();
must({ type: "clocktower.startDay" });
playDay(VOTES_PER_DAY, true);
must({ type: "clocktower.startNight" });
nightNotes();
must({ type: "clocktower.confirmDawn", deaths: [{ seatId: alive()[2], cause: "night" }] });
playDay(VOTES_PER_DAY, true);
must({ type: "clocktower.startNight" });
nightNotes();
must({ type: "clocktower.confirmDawn", deaths: [{ seatId: alive()[6], cause: "night" }] });
const day3 = playDay(VOTES_PER_DAY, false);

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
