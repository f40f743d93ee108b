import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma, getDatabase } from "./client";
import { createGame, loadGame } from "../service/games";
import { runCommand } from "../service/commands";
import { exportGame, importGame } from "../service/games";
import { createSeatLink } from "./seat-links";
import { loadPublicTown, townJson } from "../town";
import { loadPlayerSeat } from "../seat";
import { liveHub } from "../live/hub";

const moderator = (userId: string) => ({ kind: "moderator" as const, userId });
let alice: { id: string };

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  alice = await prisma.user.create({
    data: { id: "u-vv-alice", name: "alice", email: "vv-alice@example.org", username: "vv-alice" },
  });
});

afterAll(async () => {
  await getDatabase().close();
});

/** Runs a command, then waits until this process has heard of it (public reads trust the notifications). */
async function run(gameId: string, command: { type: string; [k: string]: unknown }, force = true) {
  await liveHub.ready();
  const r = await runCommand({ gameId, actor: moderator(alice.id), command, force, now: new Date() });
  if (r.status !== "applied") throw new Error(`${command.type}: ${r.status}`);
  for (let i = 0; i < 200 && (liveHub.knownVersion(gameId) ?? 0) < r.version; i++)
    await new Promise((ok) => setTimeout(ok, 10));
  expect(liveHub.knownVersion(gameId)).toBe(r.version);
}

describe("public and player versions on PostgreSQL", () => {
  it("six storyteller's notes change no ETag, no public bytes and no player's version; a rename moves them all", async () => {
    const game = await createGame({ title: "Quiet", rulesetId: "clocktower", ownerId: alice.id, now: new Date() });
    for (const name of ["Dolby", "Kiiruma", "Amelia"]) await run(game.id, { type: "seat.add", name });
    await run(game.id, { type: "game.publish" });
    const seats = (await loadGame(game.id))!.state.core.seats.map((s) => s.id);
    const tokens = await Promise.all(seats.map((s) => createSeatLink(game.id, s, alice.id)));
    const seatVersions = async () => Promise.all(tokens.map(async (t) => (await loadPlayerSeat(t))!.version));

    const before = (await loadPublicTown(game.slug))!;
    const bytes = new TextDecoder().decode(townJson(before));
    const players = await seatVersions();
    for (let i = 0; i < 6; i++) await run(game.id, { type: "seat.note", seatId: seats[i % 3]!, note: `note ${i}` });

    const after = (await loadPublicTown(game.slug))!;
    expect((await loadGame(game.id))!.version).toBe(11);
    expect(after.etag).toBe(before.etag);
    expect(after.version).toBe(before.version);
    expect(new TextDecoder().decode(townJson(after))).toBe(bytes);
    expect(await seatVersions()).toEqual(players);

    await run(game.id, { type: "game.rename", title: "Loud" });
    const renamed = (await loadPublicTown(game.slug))!;
    expect(renamed.version).toBe(before.version + 1);
    expect(renamed.etag).not.toBe(before.etag);
    expect(await seatVersions()).toEqual(players.map((v) => v + 1));
  });

  it("an imported game's public version starts at 1, whatever its number of events", async () => {
    const game = await createGame({ title: "Export me", rulesetId: "secret-moon", ownerId: alice.id, now: new Date() });
    await run(game.id, { type: "seat.add", name: "Ann" });
    const ann = (await loadGame(game.id))!.state.core.seats[0]!.id;
    for (let i = 0; i < 3; i++) await run(game.id, { type: "seat.note", seatId: ann, note: `note ${i}` });
    await run(game.id, { type: "game.publish" });
    const file = await exportGame(game.id, new Date());
    const imported = await importGame(JSON.parse(JSON.stringify(file)), alice.id);
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const loaded = (await loadGame(imported.id))!;
    // Six events and the unpublishing an import appends: it arrives unpublished.
    expect(loaded.version).toBe(7);
    expect(loaded.views.public).toBe(1);
    expect(await loadPublicTown(imported.slug)).toBeNull();
    await run(imported.id, { type: "game.publish" });
    const town = (await loadPublicTown(imported.slug))!;
    expect(town.version).toBe(2);
    expect(town.etag).not.toContain(imported.id.slice(0, 8));
  });
});

describe("Bad Moon Rising's travellers and house rule on PostgreSQL", () => {
  it("a Matron's swap reorders the town, survives reloading from the log and its snapshots, and undo puts it back; a living player's Moonchild claim moves nothing public", async () => {
    const { badMoonRisingForum } = await import("../rulesets/clocktower");
    const game = await createGame({ title: "Swaps", rulesetId: "clocktower", ownerId: alice.id, now: new Date() });
    const names = ["Ada", "Bo", "Cy", "Di", "Ed", "Fay", "Gus", "Hal", "Ivy", "Mira"];
    for (const name of names) await run(game.id, { type: "seat.add", name });
    await run(game.id, { type: "game.publish" });
    const ids = (await loadGame(game.id))!.state.core.seats.map((s) => s.id);
    const cast = [
      "sailor",
      "innkeeper",
      "chambermaid",
      "gambler",
      "fool",
      "moonchild",
      "goon",
      "mastermind",
      "zombuul",
    ];
    await run(game.id, { type: "clocktower.setScript", script: JSON.parse(JSON.stringify(badMoonRisingForum)) });
    await run(game.id, {
      type: "clocktower.deal",
      mode: "manual",
      assignments: Object.fromEntries(cast.map((c, i) => [ids[i]!, c])),
    });
    await run(game.id, { type: "clocktower.addTraveller", seatId: ids[9]!, characterId: "matron", alignment: "good" });
    await run(game.id, { type: "clocktower.startNight" });
    await run(game.id, { type: "clocktower.startDay" });
    // Enough notes to cross a snapshot (every 50 events) after the swap.
    await run(game.id, { type: "clocktower.matronSwap", seatIds: [ids[0], ids[6]] });
    for (let i = 0; i < 50; i++) await run(game.id, { type: "seat.note", seatId: ids[1]!, note: `n${i}` });

    const order = async () => (await loadGame(game.id))!.state.core.seats.map((s) => s.id);
    const town = async () => JSON.parse(new TextDecoder().decode(townJson((await loadPublicTown(game.slug))!)));
    expect((await order()).slice(0, 7)).toEqual([ids[6], ...ids.slice(1, 6), ids[0]]);
    expect((await town()).view.rules.seatSwaps).toEqual([{ a: ids[0], b: ids[6] }]);
    expect((await town()).view.rules.grimoire[0].seatId).toBe(ids[6]);

    // A living player's private choice changes nothing the town can read.
    const before = (await loadPublicTown(game.slug))!;
    const r = await runCommand({
      gameId: game.id,
      actor: { kind: "player", seatId: ids[1]! },
      command: { type: "clocktower.setMoonchildClaim", claims: true },
      now: new Date(),
    });
    expect(r.status).toBe("applied");
    for (let i = 0; i < 200 && (liveHub.knownVersion(game.id) ?? 0) < (r as { version: number }).version; i++)
      await new Promise((ok) => setTimeout(ok, 10));
    expect((await loadPublicTown(game.slug))!.etag).toBe(before.etag);
    await run(game.id, { type: "clocktower.markDead", seatId: ids[1]!, cause: "executed" });
    expect((await town()).view.rules.grimoire.find((s: { seatId: string }) => s.seatId === ids[1]).claimDeclared).toBe(
      true,
    );

    // Undo back past the swap: the seats return to their places.
    for (let i = 0; i < 53; i++) await run(game.id, { type: "undo" });
    expect(await order()).toEqual(ids);
    expect((await town()).view.rules.seatSwaps).toEqual([]);
  });
});
