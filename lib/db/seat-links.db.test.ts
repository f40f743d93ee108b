import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma, getDatabase } from "./client";
import { createGame } from "../service/games";
import {
  createMissingSeatLinks,
  createSeatLink,
  listSeatLinks,
  makeSeatLink,
  markSeatLinkOpened,
  resolveSeatToken,
  revokeSeatLink,
} from "./seat-links";

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

describe("first links and openings", () => {
  it("says a seat's link is remade only when the seat had one before, and records its first opening", async () => {
    const game = await createGame({ title: "Opened", rulesetId: "clocktower", ownerId: host.id, now: new Date() });
    const first = await makeSeatLink(game.id, "s1", host.id);
    expect(first.remade).toBe(false);
    const [made] = await createMissingSeatLinks(game.id, ["s1", "s2"], host.id);
    expect(made).toMatchObject({ seatId: "s2", remade: false });
    expect((await listSeatLinks(game.id)).every((l) => l.openedAt === null)).toBe(true);

    const opened = new Date("2026-12-03T10:00:00Z");
    await markSeatLinkOpened(first.token, opened);
    await markSeatLinkOpened(first.token, new Date("2026-12-03T11:00:00Z"));
    const links = new Map((await listSeatLinks(game.id)).map((l) => [l.seatId, l.openedAt]));
    expect(links.get("s1")).toEqual(opened);
    expect(links.get("s2")).toBeNull();

    // A remade link is new: not opened yet, and announced as remade, one at a time or for all.
    const again = await makeSeatLink(game.id, "s1", host.id);
    expect(again.remade).toBe(true);
    expect((await listSeatLinks(game.id)).find((l) => l.seatId === "s1")?.openedAt).toBeNull();
    await markSeatLinkOpened(first.token, new Date());
    expect((await listSeatLinks(game.id)).find((l) => l.seatId === "s1")?.openedAt).toBeNull();
    await revokeSeatLink(game.id, "s2");
    const [remade] = await createMissingSeatLinks(game.id, ["s1", "s2"], host.id);
    expect(remade).toMatchObject({ seatId: "s2", remade: true });
  });
});
