import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma, getDatabase } from "../db/client";
import { createGame, exportGame, loadGame } from "./games";
import { runCommand } from "./commands";
import { deliverDue, LEASE_MS, wakeOutlets } from "./outbox";
import { createOutlet, listOutlets, sendTestPost } from "./outlets";
import { badMoonRisingForum } from "../rulesets/clocktower/scripts/bad-moon-rising-forum";
import type { ClocktowerPublicView } from "../rulesets/clocktower";
import type { Actor } from "../game/ruleset";
import type { OutletKind, OutletType } from "../game/outlets";
import { engine } from "../registry";
import { SIGNATURE_HEADER, verifySignature } from "../outlets/send";

// The receivers below listen on 127.0.0.1, as a host's own bot would in development.
process.env.WEBHOOK_ALLOW_PRIVATE = "true";

interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A local webhook receiver: records every request and answers from a script (then 204). */
class Receiver {
  received: Received[] = [];
  answers: Array<{ status: number; body?: string }> = [];
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      this.received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const answer = this.answers.shift() ?? { status: 204 };
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(answer.body ?? "");
    });
  });
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }
  url(path = "/hook") {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let owner: { id: string };
let receiver: Receiver;
const mod = (): Actor => ({ kind: "moderator", userId: owner.id });
const T0 = new Date("2026-12-01T18:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  owner = await prisma.user.create({
    data: { id: "u-outbox", name: "host", email: "outbox@example.org", username: "outbox" },
  });
  receiver = await new Receiver().start();
});

beforeEach(() => {
  receiver.received = [];
  receiver.answers = [];
});

afterAll(async () => {
  await receiver.stop();
  await getDatabase().close();
});

type Cmd = { type: string; [k: string]: unknown };

async function must(gameId: string, command: Cmd, now: Date) {
  const r = await runCommand({ gameId, actor: mod(), command, force: true, now });
  if (r.status !== "applied") throw new Error(`${String(command.type)}: ${JSON.stringify(r)}`);
  return r;
}
const day = (command: Cmd) => ({ type: "clocktower.day", command });

const NAMES = ["Amelia", "[url=http://evil.example]Bob[/url]", "**Cleo**", "@everyone", "Dolby", "Eggyolk", "Kiiruma"];

/** A dealt Clocktower game in Night 1, at T0 - 1 minute; the day starts with `startDay(game)`. */
async function nightGame(title: string) {
  const now = at(-1);
  const game = await createGame({ title, rulesetId: "clocktower", ownerId: owner.id, now });
  for (const name of NAMES) await must(game.id, { type: "seat.add", name }, now);
  const seats = (await loadGame(game.id))!.state.core.seats.map((s) => s.id);
  const characters = badMoonRisingForum.characters.filter((c) => !["traveller", "fabled"].includes(c.team));
  await must(game.id, { type: "clocktower.setScript", script: badMoonRisingForum }, now);
  await must(
    game.id,
    {
      type: "clocktower.deal",
      mode: "manual",
      assignments: Object.fromEntries(seats.map((s, i) => [s, characters[i]!.id])),
    },
    now,
  );
  await must(game.id, { type: "clocktower.setSettings", discussionHours: 0, inAppVoting: true }, now);
  await must(game.id, { type: "clocktower.startNight" }, now);
  return { id: game.id, seats, characters: characters.slice(0, seats.length).map((c) => c.name) };
}

const outlet = (gameId: string, type: OutletType, posts: OutletKind[], url = receiver.url(), intervalMinutes = 10) =>
  createOutlet(gameId, { type, url, posts, intervalMinutes }, at(-1)).then((id) => id!);

const bodies = () => receiver.received.map((r) => JSON.parse(r.body) as Record<string, unknown>);
const rowsOf = (outletId: string) => prisma.outboxPost.findMany({ where: { outletId }, orderBy: { createdAt: "asc" } });

describe("outlets on PostgreSQL, with a local receiver", () => {
  it("posts the vote count once per interval, the newest count, and always at the deadline, signed", async () => {
    const g = await nightGame("Interval");
    const id = await outlet(g.id, "generic", ["voteCount"]);
    await must(g.id, { type: "clocktower.startDay" }, T0);
    // No nomination yet: no empty count.
    await deliverDue(at(0), () => at(0));
    expect(receiver.received).toHaveLength(0);

    await must(g.id, day({ type: "day.nominate", nominator: g.seats[0], nominee: g.seats[1] }), at(1));
    await deliverDue(at(1), () => at(1));
    expect(receiver.received).toHaveLength(1);

    await must(g.id, day({ type: "day.vote", voter: g.seats[2], nominee: g.seats[1] }), at(2));
    await must(g.id, day({ type: "day.vote", voter: g.seats[3], nominee: g.seats[1] }), at(3));
    await deliverDue(at(5), () => at(5));
    expect(receiver.received).toHaveLength(1);
    await deliverDue(at(11), () => at(11));
    expect(receiver.received).toHaveLength(2);
    // The newest count went, once: both votes in it.
    const second = bodies()[1] as { kind: string; text: { plain: string } };
    expect(second.kind).toBe("voteCount");
    expect(second.text.plain).toContain("**Cleo**");
    expect(second.text.plain).toContain("@everyone");

    // The deadline: no event comes, the worker looks at the game and the closed count goes at once.
    const view = engine.publicView((await loadGame(g.id))!.state, at(11)).rules as ClocktowerPublicView;
    const deadline = new Date(view.day!.count.deadline!);
    await must(g.id, day({ type: "day.vote", voter: g.seats[4], nominee: g.seats[1] }), at(12));
    await wakeOutlets(new Date(deadline.getTime() - 1000));
    await deliverDue(new Date(deadline.getTime() - 1000), () => deadline);
    expect(receiver.received).toHaveLength(3);
    await wakeOutlets(new Date(deadline.getTime() + 1000));
    await deliverDue(new Date(deadline.getTime() + 1000), () => deadline);
    expect(receiver.received).toHaveLength(4);
    expect((bodies()[3] as { text: { plain: string } }).text.plain).toMatch(/Voting closed/);
    // Every body is signed with the outlet's secret.
    const { secret } = (await prisma.outlet.findUnique({ where: { id } }))!;
    for (const r of receiver.received)
      expect(verifySignature(secret!, r.body, String(r.headers[SIGNATURE_HEADER]))).toBe(true);
    expect(
      verifySignature(
        "another secret",
        receiver.received[0]!.body,
        String(receiver.received[0]!.headers[SIGNATURE_HEADER]),
      ),
    ).toBe(false);
  });

  it("honours Discord's retry_after on a 429, as the game's name, with no one pinged", async () => {
    const g = await nightGame("Ravenswood Bluff");
    const id = await outlet(g.id, "discord", ["dayOpening"], receiver.url("/api/webhooks/1/abc"));
    receiver.answers = [
      { status: 429, body: JSON.stringify({ message: "rate limited", retry_after: 2.5, global: false }) },
    ];
    await must(g.id, { type: "clocktower.startDay" }, T0);
    await deliverDue(T0, () => T0);
    expect(receiver.received).toHaveLength(1);
    const [row] = await rowsOf(id);
    expect(row!.status).toBe("pending");
    expect(row!.nextAttemptAt.getTime()).toBe(T0.getTime() + 2500);
    await deliverDue(new Date(T0.getTime() + 2000), () => T0);
    expect(receiver.received).toHaveLength(1);
    await deliverDue(new Date(T0.getTime() + 2600), () => T0);
    expect(receiver.received).toHaveLength(2);
    expect((await rowsOf(id))[0]!.status).toBe("delivered");
    const body = bodies()[1] as { content: string; username: string; allowed_mentions: unknown };
    expect(receiver.received[1]!.path).toBe("/api/webhooks/1/abc?wait=true");
    expect(body.username).toBe("Ravenswood Bluff");
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.content).toContain("**Day 1 has begun.**");
  });

  it("retries a 500 after a backoff, and gives up after a day with the reason", async () => {
    const g = await nightGame("Server errors");
    const id = await outlet(g.id, "generic", ["dayOpening"]);
    receiver.answers = [{ status: 500 }, { status: 503 }];
    await must(g.id, { type: "clocktower.startDay" }, T0);
    await deliverDue(T0, () => T0);
    await deliverDue(at(0.4), () => at(0.4));
    expect(receiver.received).toHaveLength(1);
    await deliverDue(at(0.6), () => at(0.6));
    expect(receiver.received).toHaveLength(2);
    await deliverDue(at(2), () => at(2));
    expect(receiver.received).toHaveLength(3);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ status: "delivered", attempts: 3 });

    // A receiver that answers 500 for a day: given up, and the log says why.
    const g2 = await nightGame("Always down");
    const id2 = await outlet(g2.id, "generic", ["dayOpening"]);
    receiver.answers = Array.from({ length: 60 }, () => ({ status: 500 }));
    await must(g2.id, { type: "clocktower.startDay" }, T0);
    for (let m = 0; m <= 25 * 60; m += 30) await deliverDue(at(m), () => at(m));
    const [given] = await rowsOf(id2);
    expect(given!.status).toBe("failed");
    expect(JSON.parse(given!.answer!)).toEqual({ reason: "gaveUp", last: { reason: "serverError", status: 500 } });
    const log = (await listOutlets(g2.id))[0]!.deliveries[0]!;
    expect(log.answer).toMatchObject({ reason: "gaveUp" });
  });

  it("delivers once after a crash: between the commit and the delivery, and in the middle of one", async () => {
    const g = await nightGame("Crash");
    const id = await outlet(g.id, "generic", ["dayOpening", "dawn"]);
    // The command commits its posts; the process dies before any worker ran.
    await must(g.id, { type: "clocktower.startDay" }, T0);
    expect(await rowsOf(id)).toHaveLength(2);
    // A worker claimed one row and died before sending it: the claim runs out, then it is delivered.
    await prisma.outboxPost.updateMany({
      where: { outletId: id, kind: "dawn" },
      data: { claimedUntil: new Date(T0.getTime() + LEASE_MS) },
    });
    // The restarted process.
    await deliverDue(T0, () => T0);
    expect(bodies().map((b) => b.kind)).toEqual(["dayOpening"]);
    await deliverDue(new Date(T0.getTime() + LEASE_MS + 1000), () => T0);
    await deliverDue(new Date(T0.getTime() + LEASE_MS + 2000), () => T0);
    expect(bodies().map((b) => b.kind)).toEqual(["dayOpening", "dawn"]);
    expect((await rowsOf(id)).map((r) => r.status)).toEqual(["delivered", "delivered"]);
  });

  it("two workers at once deliver each post once (as real processes: outbox-processes.db.test.ts)", async () => {
    const g = await nightGame("Two workers");
    const outlets = await Promise.all(
      Array.from({ length: 6 }, () => outlet(g.id, "generic", ["dayOpening", "dawn", "graveyard"])),
    );
    await must(g.id, { type: "clocktower.startDay" }, T0);
    await must(g.id, { type: "clocktower.markDead", seatId: g.seats[0], cause: "ability" }, at(1));
    const queued = await prisma.outboxPost.count({ where: { outletId: { in: outlets } } });
    expect(queued).toBeGreaterThanOrEqual(12);
    await Promise.all([deliverDue(at(2), () => at(2)), deliverDue(at(2), () => at(2))]);
    const deliveries = receiver.received.map((r) => r.headers["x-grimoire-delivery"]);
    expect(deliveries).toHaveLength(queued);
    expect(new Set(deliveries).size).toBe(queued);
  });

  it("sends only the public view and public text; the outlet's URL and secret reach no export and no view", async () => {
    const g = await nightGame("Secrets");
    const url = receiver.url("/private-hook-path");
    const id = await outlet(g.id, "generic", ["dayOpening", "dawn", "graveyard", "voteCount"], url);
    await must(g.id, { type: "clocktower.startDay" }, T0);
    await must(g.id, day({ type: "day.nominate", nominator: g.seats[0], nominee: g.seats[1] }), at(1));
    await deliverDue(at(1), () => at(1));
    const state = (await loadGame(g.id))!.state;
    const publicJson = JSON.parse(JSON.stringify(engine.publicView(state, at(1))));
    const moderator = JSON.stringify(engine.moderatorView(state, at(1)));
    // What the storyteller knows and the town does not: who is what.
    expect(moderator).toContain('"characterId"');
    for (const b of bodies()) {
      const body = b as { view: unknown; text: Record<string, string> };
      expect(Object.keys(b)).toEqual(["game", "kind", "text", "view"]);
      // The view is the town square's at the time it was queued, which holds no seat's character.
      const seatsInView = JSON.stringify(body.view);
      for (const seat of g.seats) expect(seatsInView).not.toMatch(new RegExp(`"seatId":"${seat}","characterId"`));
      expect(Object.keys(body.view as object).sort()).toEqual(Object.keys(publicJson).sort());
    }
    const { secret } = (await prisma.outlet.findUnique({ where: { id } }))!;
    const exported = JSON.stringify(await exportGame(g.id, at(2)));
    const views = JSON.stringify([publicJson, moderator, engine.playerView(state, g.seats[0]!, at(1))]);
    for (const text of [exported, views, ...receiver.received.map((r) => r.body)]) {
      expect(text).not.toContain("private-hook-path");
      expect(text).not.toContain(secret!);
    }
  });

  it("delivers a Secret Moon game's round opening, from its public view; the panel's kinds are its rules'", async () => {
    const now = at(-1);
    const game = await createGame({ title: "Moonlit", rulesetId: "secret-moon", ownerId: owner.id, now });
    for (const name of ["Ann", "**Bob**", "Cat", "Dan", "Eve", "Fay"])
      await must(game.id, { type: "seat.add", name }, now);
    expect(engine.outletKinds("secret-moon")).toEqual(["dayOpening", "endOfGame"]);
    // A kind its rules do not have is not kept (the panel offers only the rules' kinds).
    const id = await outlet(game.id, "generic", ["dayOpening", "voteCount", "endOfGame"]);
    expect((await listOutlets(game.id))[0]!.posts).toEqual(["dayOpening", "endOfGame"]);
    await must(game.id, { type: "secret-moon.deal" }, T0);
    await deliverDue(T0, () => T0);
    expect(receiver.received).toHaveLength(0);
    await must(game.id, { type: "secret-moon.start-round" }, at(1));
    await deliverDue(at(1), () => at(1));
    expect(receiver.received).toHaveLength(1);
    const body = bodies()[0] as { kind: string; text: Record<string, string>; view: unknown; game: { title: string } };
    expect(body.kind).toBe("dayOpening");
    expect(body.game.title).toBe("Moonlit");
    expect(body.text.plain).toMatch(/^Game 1, round 1 of 3 begins\.\n\nRound 1 begins/);
    expect(body.text.markdown).toContain("**Game 1, round 1 of 3 begins.**");
    const { secret } = (await prisma.outlet.findUnique({ where: { id } }))!;
    expect(
      verifySignature(secret!, receiver.received[0]!.body, String(receiver.received[0]!.headers[SIGNATURE_HEADER])),
    ).toBe(true);
    // The view is the town square's: no card's role while every card is face down.
    const state = (await loadGame(game.id))!.state;
    expect(body.view).toEqual(JSON.parse(JSON.stringify(engine.publicView(state, at(1)))));
    const cards = (body.view as { rules: { game: { cards: Array<{ revealedRole: unknown }> } } }).rules.game.cards;
    expect(cards.every((c) => c.revealedRole === null)).toBe(true);
    expect((await rowsOf(id)).map((r) => r.status)).toEqual(["delivered"]);
    // Nothing new since: nothing more goes out.
    await deliverDue(at(2), () => at(2));
    expect(receiver.received).toHaveLength(1);
  });

  it("sends a test post at once and logs the answer", async () => {
    const g = await nightGame("Test post");
    const id = await outlet(g.id, "generic", ["dayOpening"]);
    receiver.answers = [{ status: 418 }];
    const delivery = await sendTestPost(g.id, id, (f) => `test in ${f}`, at(0));
    expect(delivery).toMatchObject({ kind: "test", status: "failed", answer: { reason: "rejected", status: 418 } });
    const ok = await sendTestPost(g.id, id, (f) => `test in ${f}`, at(0));
    expect(ok).toMatchObject({ kind: "test", status: "delivered", answer: { reason: "ok", status: 204 } });
    expect((bodies()[1] as { text: { markdown: string } }).text.markdown).toBe("test in markdown");
  });
});
