import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma, getDatabase } from "./client";
import { createGame } from "../service/games";
import { createMissingSeatLinks, createSeatLink, listSeatLinks, resolveSeatToken } from "./seat-links";

let host: { id: string };

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  host = await prisma.user.create({
    data: { id: "u-links", name: "links", email: "links@example.org", username: "links" },
  });
});

afterAll(async () => {
  await getDatabase().close();
});

describe("links for all players", () => {
  it("makes one link per seat without one, keeps the existing ones, and two clicks at once never double a seat", async () => {
    const game = await createGame({ title: "Links", rulesetId: "clocktower", ownerId: host.id, now: new Date() });
    const seats = ["s1", "s2", "s3", "s4"];
    const existing = await createSeatLink(game.id, "s2", host.id);
    const [a, b] = await Promise.all([
      createMissingSeatLinks(game.id, seats, host.id),
      createMissingSeatLinks(game.id, seats, host.id),
    ]);
    const made = [...a, ...b];
    expect(made.map((m) => m.seatId).sort()).toEqual(["s1", "s3", "s4"]);
    const live = await listSeatLinks(game.id);
    expect(live.map((l) => l.seatId).sort()).toEqual(seats);
    // Each token opens its own seat; the older link of s2 still works.
    for (const m of made) expect(await resolveSeatToken(m.token)).toEqual({ gameId: game.id, seatId: m.seatId });
    expect(await resolveSeatToken(existing)).toEqual({ gameId: game.id, seatId: "s2" });
    expect(await createMissingSeatLinks(game.id, seats, host.id)).toEqual([]);
  });
});
