import { describe, expect, it } from "vitest";
import { msg } from "../i18n/message";
import { render } from "../i18n/render";
import * as list from "./signup-list";
import { isOpenSeat, type SignUp } from "./signup-list";

// The reasons are messages: rendered in English here, and in Japanese in one test below.
const en = (m: Parameters<typeof render>[0]) => render(m, "en");
const parseSignUps = (paste: string) => {
  const r = list.parseSignUps(paste);
  return { ...r, skipped: r.skipped.map((s) => ({ ...s, reason: en(s.reason) })) };
};
// A kept place's name in English, as the paste's preview gives it in the reader's language.
const seatN = (position: number) => en(msg("errors.placeholderSeat", { position }));
const planSeatFill = (
  seats: Parameters<typeof list.planSeatFill>[0],
  signUps: Parameters<typeof list.planSeatFill>[1],
  placeholder = seatN,
) => {
  const p = list.planSeatFill(seats, signUps, placeholder);
  return {
    ...p,
    rows: p.rows.map((r) => ({ ...r, note: r.note && en(r.note) })),
    notSeated: p.notSeated.map((n) => ({ ...n, reason: en(n.reason) })),
  };
};
const parseNameAndHandle = (raw: string) => {
  const r = list.parseNameAndHandle(raw);
  return "error" in r ? { error: en(r.error) } : r;
};

const names = (paste: string) => parseSignUps(paste).signUps.map((s) => s.name);
const signUp = (name: string, seat: number | null = null, traveller = false): SignUp => ({
  name,
  handle: null,
  seat,
  traveller,
  line: 1,
});

describe("parseSignUps", () => {
  it("reads one name per line, skipping blank lines", () => {
    expect(names("Alice\n\n  Bob  \r\nCarol\n")).toEqual(["Alice", "Bob", "Carol"]);
  });

  it("reads numbered and bulleted lists, the numbers being only the order", () => {
    const r = parseSignUps("1. Alice\n2) Bob\n- Carol\n• Dan\n* Eve\n#6 Frank\n[*] Gus");
    expect(r.signUps.map((s) => [s.name, s.seat])).toEqual([
      ["Alice", null],
      ["Bob", null],
      ["Carol", null],
      ["Dan", null],
      ["Eve", null],
      ["Frank", null],
      ["Gus", null],
    ]);
  });

  it("reads forum sign-ups with a seat request and travellers", () => {
    const r = parseSignUps("Alice: /in, seat 3\nBob - /in\nCarol /travel in, seat 5\nDan: /in 2\nEve: in");
    expect(r.signUps.map((s) => [s.name, s.seat, s.traveller])).toEqual([
      ["Alice", 3, false],
      ["Bob", null, false],
      ["Carol", 5, true],
      ["Dan", 2, false],
      ["Eve", null, false],
    ]);
    expect(r.skipped).toEqual([]);
  });

  it("attaches a bare '/in' or 'in' line to the name just above it (a copied thread without headers)", () => {
    const r = parseSignUps("Alice\n/in, seat 3\nBob\nin\nCarol\n/travel in");
    expect(r.signUps.map((s) => [s.name, s.seat, s.traveller])).toEqual([
      ["Alice", 3, false],
      ["Bob", null, false],
      ["Carol", null, true],
    ]);
  });

  it("passes over what a forum prints around a post: times, post numbers, buttons", () => {
    const r = parseSignUps(
      "Alice\n2h\n/in, seat 3\nBob\nDec 1\nin\n#3\nCarol\n18:02\n1 Like\nReply\nDan\nToday at 6:02 pm\n5 min ago\n/travel in\n12",
    );
    expect(r.signUps.map((s) => [s.name, s.seat, s.traveller])).toEqual([
      ["Alice", 3, false],
      ["Bob", null, false],
      ["Carol", null, false],
      ["Dan", null, true],
    ]);
    expect(r.skipped).toEqual([]);
  });

  it("reports a sign-up with no name to give it", () => {
    const r = parseSignUps("/in, seat 3\nAlice");
    expect(r.signUps.map((s) => s.name)).toEqual(["Alice"]);
    expect(r.skipped).toEqual([{ line: 1, text: "/in, seat 3", reason: "a sign-up without a name above it" }]);
  });

  it("reads handles", () => {
    const r = parseSignUps("@eggyolk\nDolby (@dolbs)\nAmelia @amy\nKiiruma [kii]");
    expect(r.signUps.map((s) => [s.name, s.handle])).toEqual([
      ["eggyolk", "eggyolk"],
      ["Dolby", "dolbs"],
      ["Amelia", "amy"],
      ["Kiiruma", "kii"],
    ]);
  });

  it("reads 'Seat 3: Alice' and 'Alice (seat 3)' as seat requests", () => {
    expect(
      parseSignUps("Seat 3: Alice\nSeat 1 - Bob\n3. Carol (seat 5)\nDan - seat 6").signUps.map((s) => [s.name, s.seat]),
    ).toEqual([
      ["Alice", 3],
      ["Bob", 1],
      ["Carol", 5],
      ["Dan", 6],
    ]);
  });

  it("reads a copied thread by its post headers, skipping chatter and quotes", () => {
    const paste = [
      "Alice said:",
      "Hi all! Excited for this one.",
      "/in, seat 3",
      "Bob wrote:",
      "> Alice said /in",
      "Just lurking for now.",
      "Post by Carol » Tue Dec 01, 2026 6:02 pm",
      "/travel in",
      "Dan — Today at 18:02",
      "in",
      "[quote=Eve]/in[/quote]",
      '[quote="Frank, post: 12, member: 3"]',
      "count me in: /in",
      "[/quote]",
    ].join("\n");
    const r = parseSignUps(paste);
    expect(r.signUps.map((s) => [s.name, s.seat, s.traveller])).toEqual([
      ["Alice", 3, false],
      ["Carol", null, true],
      ["Dan", null, false],
      ["Eve", null, false],
      ["Frank", null, false],
    ]);
    expect(r.skipped).toEqual([{ line: 4, text: "Bob", reason: "no sign-up in Bob's post" }]);
  });

  it("lets a later post change the seat asked for, and '/out' withdraw", () => {
    const r = parseSignUps("Alice: /in\nBob: /in\nAlice: /in, seat 4\nBob: /out\nCarol: /out");
    expect(r.signUps.map((s) => [s.name, s.seat])).toEqual([["Alice", 4]]);
    expect(r.skipped).toEqual([{ line: 5, text: "Carol: /out", reason: "Carol signs out but had not signed up" }]);
  });

  it("does not seat the same name twice (case-insensitive)", () => {
    expect(names("Alice\nalice\nALICE")).toEqual(["Alice"]);
  });

  it("skips lines that are not names, saying why", () => {
    const r = parseSignUps("Alice\nWho else is playing this weekend?\n" + "x".repeat(41));
    expect(r.signUps.map((s) => s.name)).toEqual(["Alice"]);
    expect(r.skipped.map((s) => [s.line, s.reason])).toEqual([
      [2, "reads like a sentence, not a name"],
      [3, "longer than 40 characters: not read as a name"],
    ]);
  });

  it("strips BBCode and Markdown emphasis", () => {
    expect(names("[b]Alice[/b]\n**Bob**: /in")).toEqual(["Alice", "Bob"]);
  });

  it("does not read words containing 'in' as a sign-up", () => {
    expect(parseSignUps("Kevin\nIn Sung\nMinnie").signUps.map((s) => [s.name, s.seat])).toEqual([
      ["Kevin", null],
      ["In Sung", null],
      ["Minnie", null],
    ]);
  });
});

describe("parseNameAndHandle", () => {
  it("trims separators and quotes", () => {
    expect(parseNameAndHandle(' "Alice" - ')).toEqual({ name: "Alice", handle: null });
  });
  it("refuses an empty name", () => {
    expect(parseNameAndHandle(" - ")).toEqual({ error: "no name" });
  });
});

describe("isOpenSeat", () => {
  it("knows the placeholder names a host uses", () => {
    for (const n of ["Seat 3", "seat #4", "Player 2", "Open", "empty", "?", "-", "12", "TBD"])
      expect(isOpenSeat(n)).toBe(true);
    for (const n of ["Alice", "Player A", "Seatbelt", "Opener"]) expect(isOpenSeat(n)).toBe(false);
  });
});

describe("planSeatFill", () => {
  const seat = (id: string, name: string) => ({ id, name, handle: null });

  it("adds new seats in order to an empty game", () => {
    const plan = planSeatFill([], [signUp("Alice"), signUp("Bob")]);
    expect(plan.rows.map((r) => [r.position, r.name, r.action])).toEqual([
      [1, "Alice", "add"],
      [2, "Bob", "add"],
    ]);
    expect(plan.entries).toEqual([
      { name: "Alice", handle: null },
      { name: "Bob", handle: null },
    ]);
  });

  it("puts a seat request in its place and the others around it", () => {
    const plan = planSeatFill([], [signUp("Alice"), signUp("Bob", 3), signUp("Carol")]);
    expect(plan.rows.map((r) => [r.position, r.name])).toEqual([
      [1, "Alice"],
      [2, "Carol"],
      [3, "Bob"],
    ]);
    expect(plan.entries.map((e) => e.name)).toEqual(["Alice", "Carol", "Bob"]);
  });

  it("keeps the places before a far seat request with 'Seat N' placeholders", () => {
    const plan = planSeatFill([], [signUp("Alice", 4)]);
    expect(plan.rows.map((r) => [r.name, r.action])).toEqual([
      ["Seat 1", "placeholder"],
      ["Seat 2", "placeholder"],
      ["Seat 3", "placeholder"],
      ["Alice", "add"],
    ]);
  });

  it("fills placeholder seats first, keeping the named ones, then adds at the end", () => {
    const seats = [seat("a", "Alice"), seat("b", "Seat 2"), seat("c", "Seat 3")];
    const plan = planSeatFill(seats, [signUp("Bob"), signUp("Carol", 3), signUp("Dan")]);
    expect(plan.rows.map((r) => [r.position, r.name, r.action, r.seatId])).toEqual([
      [1, "Alice", "keep", "a"],
      [2, "Bob", "fill", "b"],
      [3, "Carol", "fill", "c"],
      [4, "Dan", "add", null],
    ]);
    expect(plan.entries).toEqual([
      { seatId: "b", name: "Bob", handle: null },
      { seatId: "c", name: "Carol", handle: null },
      { name: "Dan", handle: null },
    ]);
  });

  it("moves a request for a taken seat to the next open place, with a note", () => {
    const plan = planSeatFill([seat("a", "Alice")], [signUp("Bob", 1), signUp("Carol", 2), signUp("Dan", 2)]);
    expect(plan.rows.map((r) => [r.position, r.name, r.note])).toEqual([
      [1, "Alice", null],
      [2, "Carol", null],
      [3, "Bob", "asked for seat 1: Alice sits there"],
      [4, "Dan", "asked for seat 2: Carol asked for it first"],
    ]);
  });

  it("says why in Japanese too", () => {
    const plan = list.planSeatFill([seat("a", "Alice")], [signUp("alice"), signUp("Bob", 1)], seatN);
    expect(render(plan.notSeated[0]!.reason, "ja")).toBe("すでに1番の席にいます");
    expect(render(plan.rows[1]!.note!, "ja")).toBe("1番の席を希望：Aliceさんが座っています");
    const r = list.parseSignUps("Who else is playing this weekend?");
    expect(render(r.skipped[0]!.reason, "ja")).toBe("名前ではなく文章のようです");
  });

  it("does not seat a name already at the table", () => {
    const plan = planSeatFill([seat("a", "Alice")], [signUp("alice"), signUp("Bob")]);
    expect(plan.notSeated).toEqual([{ name: "alice", line: 1, reason: "already in seat 1" }]);
    expect(plan.entries).toEqual([{ name: "Bob", handle: null }]);
  });

  it("lists the travellers to set up", () => {
    expect(planSeatFill([], [signUp("Alice"), signUp("Bob", null, true)]).travellers).toEqual(["Bob"]);
  });

  it("has nothing to do for an empty paste", () => {
    expect(planSeatFill([seat("a", "Alice")], []).entries).toEqual([]);
  });
});
