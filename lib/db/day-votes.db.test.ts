import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma, getDatabase } from "./client";
import { createGame, loadGame } from "../service/games";
import { runCommand } from "../service/commands";
import { badMoonRisingForum } from "../rulesets/clocktower/scripts/bad-moon-rising-forum";
import type { ClocktowerPublicView } from "../rulesets/clocktower";
import type { Actor } from "../game/ruleset";
import { engine } from "../registry";

let owner: { id: string };
const mod = (): Actor => ({ kind: "moderator", userId: owner.id });

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  owner = await prisma.user.create({
    data: { id: "u-dayvotes", name: "host", email: "dayvotes@example.org", username: "dayvotes" },
  });
});

afterAll(async () => {
  await getDatabase().close();
});

type Cmd = { type: string; [k: string]: unknown };

async function must(gameId: string, command: Cmd, actor: Actor = mod()) {
  const r = await runCommand({ gameId, actor, command, force: true, now: new Date() });
  if (r.status !== "applied") throw new Error(`${String(command.type)}: ${JSON.stringify(r)}`);
  return r;
}

describe("a forum day on PostgreSQL", () => {
  it("100 vote commands sent at once by 15 players leave the exact tally", async () => {
    const game = await createGame({ title: "Busy day", rulesetId: "clocktower", ownerId: owner.id, now: new Date() });
    for (let i = 0; i < 15; i++) await must(game.id, { type: "seat.add", name: `Player ${i + 1}` });
    const seats = (await loadGame(game.id))!.state.core.seats.map((s) => s.id);
    const characters = badMoonRisingForum.characters
      .filter((c) => !["traveller", "fabled"].includes(c.team))
      .map((c) => c.id);
    expect(characters.length).toBeGreaterThanOrEqual(15);
    await must(game.id, { type: "clocktower.setScript", script: badMoonRisingForum });
    await must(game.id, {
      type: "clocktower.deal",
      mode: "manual",
      assignments: Object.fromEntries(seats.map((s, i) => [s, characters[i]])),
    });
    await must(game.id, { type: "clocktower.setSettings", discussionHours: 0, inAppVoting: true });
    await must(game.id, { type: "clocktower.startNight" });
    await must(game.id, { type: "clocktower.startDay" });
    const day = (command: Cmd) => ({ type: "clocktower.day", command });
    const nominees = [seats[0]!, seats[1]!, seats[2]!];
    await must(game.id, day({ type: "day.nominate", nominator: seats[5], nominee: nominees[0] }));
    await must(game.id, day({ type: "day.nominate", nominator: seats[6], nominee: nominees[1] }));
    const { version: before } = await must(
      game.id,
      day({ type: "day.nominate", nominator: seats[7], nominee: nominees[2] }),
    );

    // Each player sends their own commands in order (as a person clicking would); the 15 players at
    // once. 100 commands in all: votes, moves between nominees and withdrawals, interleaved.
    const plans = seats.map((voter, v) =>
      Array.from({ length: v < 10 ? 7 : 6 }, (_, k) =>
        k % 3 === 2 ? { type: "day.unvote", voter } : { type: "day.vote", voter, nominee: nominees[(v + k) % 3] },
      ),
    );
    expect(plans.flat()).toHaveLength(100);
    const results = await Promise.all(
      plans.map(async (plan, v) => {
        const out = [];
        for (const command of plan)
          out.push(
            await runCommand({
              gameId: game.id,
              actor: { kind: "player", seatId: seats[v]! },
              command: day(command),
              now: new Date(),
            }),
          );
        return out;
      }),
    );

    // Every command is one a player may send at that moment (a vote, a move, a withdrawal): all apply.
    expect(results.flat().map((r) => (r.status === "applied" ? "applied" : JSON.stringify(r)))).toEqual(
      Array(100).fill("applied"),
    );

    // Each player's last command decides where their vote stands.
    const expected = new Map<string, string[]>(nominees.map((n) => [n, []]));
    const notVoting: string[] = [];
    plans.forEach((plan, v) => {
      const last = plan.at(-1)!;
      if (last.type === "day.vote") expected.get(last.nominee!)!.push(seats[v]!);
      else notVoting.push(seats[v]!);
    });

    const loaded = (await loadGame(game.id))!;
    const rows = await prisma.gameEvent.findMany({
      where: { gameId: game.id },
      orderBy: { seq: "asc" },
      select: { seq: true },
    });
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: loaded.version }, (_, i) => i + 1));
    const count = (engine.publicView(loaded.state, new Date()).rules as ClocktowerPublicView).day!.count;
    for (const n of nominees) {
      const row = count.rows.find((r) => r.nominee === n)!;
      expect([...row.voters].sort()).toEqual([...expected.get(n)!].sort());
      expect(row.total).toBe(expected.get(n)!.length);
      expect(row.fraction).toBe(`${expected.get(n)!.length}/15`);
    }
    expect([...count.notVoting].sort()).toEqual([...notVoting].sort());
    // Every applied command is one event after the setup's.
    expect(loaded.version).toBe(rows.length);
    expect(loaded.version).toBe(before + 100);
  });
});
