import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase, prisma } from "./client";
import { createGame, loadGame } from "../service/games";
import { announceLinks, runCommand } from "../service/commands";
import { engine } from "@/lib/registry";
import { render } from "@/lib/i18n/render";

let host: { id: string };
const NAMES = ["Ann", "Bob", "Cyd", "Dee", "Eve"];

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  host = await prisma.user.create({
    data: { id: "u-notices", name: "notices", email: "notices@example.org", username: "notices" },
  });
});

afterAll(async () => {
  await getDatabase().close();
});

/** A 5-seat Kemomimi Panic game, set up but not dealt. */
async function table() {
  const game = await createGame({ title: "Notices", rulesetId: "kemomimi-panic", ownerId: host.id, now: new Date() });
  const actor = { kind: "moderator" as const, userId: host.id };
  const run = (command: { type: string; [k: string]: unknown }) =>
    runCommand({ gameId: game.id, actor, command, force: true, now: new Date() });
  for (const name of NAMES) await run({ type: "seat.add", name });
  await run({ type: "kemomimi.configure", preset: "recommended-5" });
  const seats = async () => (await loadGame(game.id))!.state.core.seats.map((s) => s.id);
  const notices = async () => engine.publicView((await loadGame(game.id))!.state, new Date()).linkNotices;
  return { id: game.id, run, seats, notices, state: async () => (await loadGame(game.id))!.state };
}

describe("player links while the host plays a seat (decision 010)", () => {
  it("announces a link made after the deal for another seat, on the public view, and undo leaves it", async () => {
    const t = await table();
    const [hostSeat, bob] = await t.seats();
    // Before the deal nothing is announced.
    await announceLinks(t.id, await t.state(), [bob!]);
    expect(await t.notices()).toEqual([]);
    await t.run({ type: "kemomimi.deal", hostSeatId: hostSeat });
    // The host's own link is hers to remake.
    await announceLinks(t.id, await t.state(), [hostSeat!]);
    expect(await t.notices()).toEqual([]);
    await announceLinks(t.id, await t.state(), [bob!]);
    const notices = await t.notices();
    expect(notices).toEqual([{ seatId: bob, name: "Bob", at: expect.any(String) }]);
    // Undo reverts the last step of play, never the record of a link.
    const undone = await t.run({ type: "undo" });
    expect(undone.status).toBe("applied");
    expect(await t.notices()).toEqual(notices);
  });

  it("announces nothing when the host only moderates, and refuses the record from anyone but the app", async () => {
    const t = await table();
    const [, bob] = await t.seats();
    await t.run({ type: "kemomimi.deal" });
    await announceLinks(t.id, await t.state(), [bob!]);
    expect(await t.notices()).toEqual([]);
    const forged = await t.run({ type: "seat.linkRemade", seatId: bob });
    expect(forged).toMatchObject({ status: "refused" });
    expect(forged.status === "refused" && render(forged.error, "en")).toBe(
      "The app records a new player link by itself when one is made.",
    );
  });
});
