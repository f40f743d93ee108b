import { describe, expect, it } from "vitest";
import { AccessMemo, forgetAccess, MEMO_MS } from "./access-memo";

/** A memo over a counted lookup, with the listening connection's epoch and the clock in the test's hands. */
function setUp() {
  const world = { epoch: 1, now: 1_000_000, asked: 0, answer: "host" as string | null };
  const memo = new AccessMemo<string>(
    () => world.epoch,
    () => world.now,
  );
  const look = () => {
    world.asked++;
    return Promise.resolve(world.answer);
  };
  return { world, memo, ask: () => memo.get("game user", look) };
}

describe("the access memo", () => {
  it("asks the database once for a burst of requests", async () => {
    const { world, ask } = setUp();
    expect(await ask()).toBe("host");
    expect(await ask()).toBe("host");
    expect(await ask()).toBe("host");
    expect(world.asked).toBe(1);
  });

  it("asks again once the answer is older than its time", async () => {
    const { world, ask } = setUp();
    await ask();
    world.now += MEMO_MS - 1;
    await ask();
    expect(world.asked).toBe(1);
    world.now += 1;
    world.answer = null;
    expect(await ask()).toBeNull();
    expect(world.asked).toBe(2);
  });

  it("forgets everything when access changes, and asks again", async () => {
    const { world, ask } = setUp();
    await ask();
    world.answer = null;
    forgetAccess();
    expect(await ask()).toBeNull();
    expect(world.asked).toBe(2);
  });

  it("remembers no refusal: a credential that does not work is asked about each time", async () => {
    const { world, ask } = setUp();
    world.answer = null;
    await ask();
    await ask();
    expect(world.asked).toBe(2);
  });

  it("neither remembers nor uses an answer while the listening connection is down", async () => {
    const { world, ask } = setUp();
    await ask();
    world.epoch = -1;
    await ask();
    await ask();
    expect(world.asked).toBe(3);
  });

  it("uses no answer read before the connection was made again (a notification may have been missed)", async () => {
    const { world, ask } = setUp();
    await ask();
    world.epoch = 2;
    await ask();
    expect(world.asked).toBe(2);
    await ask();
    expect(world.asked).toBe(2);
  });

  /** A read of "cohost" that ends only after `meanwhile`; then whether the memo kept it (the database now says no). */
  async function keptAfter(meanwhile: (world: ReturnType<typeof setUp>["world"]) => void): Promise<boolean> {
    const { world, memo } = setUp();
    let release!: () => void;
    const reading = memo.get("game user", () => new Promise<string>((resolve) => (release = () => resolve("cohost"))));
    meanwhile(world);
    release();
    expect(await reading).toBe("cohost");
    world.answer = null;
    return (await memo.get("game user", () => Promise.resolve(world.answer))) !== null;
  }

  it("keeps no answer read while access changed: it may be the one from before the change", async () => {
    expect(await keptAfter(() => forgetAccess())).toBe(false);
  });

  it("keeps no answer read while the connection went down and came back", async () => {
    expect(await keptAfter((world) => (world.epoch = 2))).toBe(false);
  });

  it("keeps an answer read while nothing changed", async () => {
    expect(await keptAfter(() => {})).toBe(true);
  });
});
