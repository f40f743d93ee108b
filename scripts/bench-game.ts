// The bench's Day 3 game (scripts/bench.mjs), played in process through the real command path (parse,
// decide, fold) on the test table: 15 seats, Bad Moon Rising dealt by hand, Days 1 and 2 with 80 votes
// and an execution each, storytellers' notes through the nights, Day 3 with 4 nominees and 80 votes
// standing; 1,478 events. For scripts/profile-vote.ts, scripts/profile-import.ts and scripts/profile-cold.ts.
import { Table } from "../test/table";
import { badMoonRisingForum } from "../lib/rulesets/clocktower/scripts/bad-moon-rising-forum";
import { MAX_IMPORT_EVENTS, buildExport } from "../lib/game/export-format";

export function benchDay3Game() {
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
  must({
    type: "clocktower.deal",
    mode: "manual",
    assignments: Object.fromEntries(seats.map((s, i) => [s, dealt[i]])),
  });
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
  return { table: t, seats, day3, alive };
}

/** As scripts/bench.mjs's import: the Day 3 game's export, padded to 20,000 events with notes. */
export function benchImportFile() {
  const { table, seats } = benchDay3Game();
  const meta = { title: "Benchmark game", rulesetId: "clocktower" as const, createdAt: new Date() };
  const file = buildExport(meta, table.events, new Date());
  const last = file.events.at(-1)!;
  for (let seq = file.events.length + 1; seq <= MAX_IMPORT_EVENTS; seq++)
    file.events.push({
      seq,
      type: "ClocktowerNoteSet",
      payload: { seatId: seats[seq % 15]!, note: `Imported note ${seq}` },
      actorId: last.actorId,
      at: last.at,
    });
  return file;
}
