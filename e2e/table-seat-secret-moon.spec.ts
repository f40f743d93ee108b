/**
 * Secret Moon on phones lying on a table (issue 29, the players' side): one browser context per
 * player at 390 px. Each player reads their situation on their own card (what their inspection or
 * Inquire showed, "you were disrupted", "round over: waiting for the host", won or lost), the card
 * lies face down (its role is in the page only while held), every choice is a row of name chips with
 * nothing chosen in advance, and every tap target is at least 44 px tall.
 */
import { expect as baseExpect, test, type Browser, type Page } from "./test";
import { command, createGameByApi, screenshotBoth, signUpByApi } from "./helpers";
import { chooseChip, holdCard, readCard, releaseCard, smallTargets } from "./seat-card";

test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 20_000 });

const NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"];
const ROLE_NAMES: Record<string, string> = {
  princess: "Princess",
  wanderer: "Wanderer",
  minister: "Minister",
  guard: "Guard",
  priestess: "Priestess",
  thief: "Thief",
};

interface Phone {
  seatId: string;
  name: string;
  page: Page;
  url: string;
}

async function openPhone(browser: Browser, seatId: string, name: string, url: string): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(url);
  return { seatId, name, page, url };
}

test("each Secret Moon player reads their own situation on a face-down card and acts with name chips", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Moon on the table", "secret-moon");
  for (const name of NAMES) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "game.publish" });
  const links = (await (await page.request.post(`/api/games/${game.id}/seat-links/all`)).json()).links as Array<{
    seatId: string;
    url: string;
  }>;
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  await command(page.request, game.id, { type: "secret-moon.deal" });
  const mod = async () => (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.rules;
  const dealt = (await mod()).game;
  const roleOf = (seatId: string) =>
    ROLE_NAMES[(dealt.cardsInFull as Array<{ id: string; role: string }>).find((c) => c.id === seatId)!.role]!;
  const nameOf = (id: string) => seats.find((s) => s.id === id)?.name ?? id;

  const phones: Phone[] = [];
  for (const s of seats) phones.push(await openPhone(browser, s.id, s.name, links.find((l) => l.seatId === s.id)!.url));
  const phone = (seatId: string) => phones.find((p) => p.seatId === seatId)!;
  const situation = (p: Phone) => p.page.getByTestId("seat-situation");

  // ---------------------------------------------- the card lies face down
  for (const p of phones) {
    await expect(situation(p)).toContainText("The cards are dealt: waiting for the host to deal round 1.");
    const card = p.page.getByTestId("face-down-card");
    await expect(card).toContainText("Your character card, face down");
    // The role is nowhere in the page: not in its HTML, not on the card.
    expect(await p.page.content()).not.toContain('data-testid="own-character"');
    await expect(card).not.toContainText(roleOf(p.seatId));
    const face = await holdCard(p.page);
    await expect(face.getByTestId("own-character")).toHaveText(roleOf(p.seatId));
    await releaseCard(p.page);
    expect(await p.page.content()).not.toContain('data-testid="own-character"');
  }
  await screenshotBoth(phones[0]!.page, "table-seat-sm-face-down");
  const held = await holdCard(phones[0]!.page);
  await expect(held).toBeVisible();
  await screenshotBoth(phones[0]!.page, "table-seat-sm-face-held");
  await releaseCard(phones[0]!.page);

  // ---------------------------------------------- round 1
  await command(page.request, game.id, { type: "secret-moon.start-round" });
  const order = Object.entries((await mod()).game.cardsInFull as Array<{ id: string; turnNumber: number | null }>)
    .map(([, c]) => c)
    .filter((c) => c.turnNumber !== null)
    .sort((a, b) => a.turnNumber! - b.turnNumber!)
    .map((c) => c.id);
  const [first, second, third] = order.map(phone) as [Phone, Phone, Phone];

  // The first to act: every target is a chip, nothing chosen; the Inspect button acts on the chosen one.
  await first.page.reload();
  await expect(situation(first)).toContainText("it is your turn");
  await expect(situation(second)).toContainText(`Waiting for ${first.name} (number`);
  const inspectChips = first.page.getByRole("group", { name: "Inspect whom" });
  await expect(inspectChips.getByRole("radio")).not.toHaveCount(0);
  for (const r of await inspectChips.getByRole("radio").all()) await expect(r).not.toBeChecked();
  expect(await first.page.locator("select").count(), "no target list preset to a name").toBe(0);
  expect(await smallTargets(first.page), "every tap target on a turn at 390 px").toEqual([]);
  await screenshotBoth(first.page, "table-seat-sm-turn");
  // A tap on Inspect with no name chosen does nothing.
  const before = first.page.url();
  await first.page.getByRole("button", { name: "Inspect", exact: true }).click();
  expect(first.page.url()).toBe(before);
  const inspected = second.seatId;
  await chooseChip(first.page, "Inspect whom", second.name);
  await first.page.getByRole("button", { name: "Inspect", exact: true }).click();
  await expect(first.page.getByRole("status").filter({ hasText: "Done." })).toBeVisible();
  await expect(situation(first)).toContainText(`You inspected ${second.name}'s card.`);
  // What it showed is a secret: on the face-down card only.
  await expect(situation(first)).not.toContainText(roleOf(inspected));
  expect(await readCard(first.page, "sm-secret-result")).toBe(
    `You inspected ${second.name}'s card in round 1: the ${roleOf(inspected)}.`,
  );
  await expect(situation(second)).toContainText(`${first.name} inspected your card.`);

  // The second: an Inquire, its answer on their own card; the one asked reads what the app answered.
  await second.page.reload();
  const asked = third;
  await chooseChip(second.page, "Inquire whom", asked.name);
  await second.page.getByRole("button", { name: "Inquire", exact: true }).click();
  await expect(second.page.getByRole("status").filter({ hasText: "Done." })).toBeVisible();
  await expect(situation(second)).toContainText(`You asked ${asked.name} “Who goes there?” ${asked.name}: `);
  await expect(situation(asked)).toContainText(`${second.name} asked you “Who goes there?” The app answered for you:`);
  // "Done." goes with the next change of the page.
  await expect(first.page.getByRole("status").filter({ hasText: "Done." })).toHaveCount(0);

  // The third disrupts a player who still holds a turn-order card; it costs them, so it asks first.
  await third.page.reload();
  const victim = phone(order[3]!);
  await chooseChip(third.page, "Disrupt whom", victim.name);
  await third.page.getByLabel(/disrupting captures me/).check();
  await third.page.getByRole("button", { name: "Disrupt", exact: true }).click();
  await expect(situation(victim)).toContainText(`${third.name} disrupted you: you lose this round's turn.`);
  const afterDisrupt = (await mod()).game;
  if (afterDisrupt.result) {
    // The disruptor was the Princess or the Minister: the game is over.
    for (const p of phones) {
      const won = (afterDisrupt.result.winners as string[]).includes(p.seatId);
      await expect(situation(p)).toContainText(won ? "You won. Game 1 is over" : "You lost. Game 1 is over");
    }
    return;
  }
  const thirdRole = roleOf(third.seatId);
  await expect(situation(third)).toContainText(
    thirdRole === "Thief"
      ? "You were captured: the Thief plays alone, so you can no longer win this game."
      : "You were captured: your team can still win, and you win with it.",
  );

  // The rest pass by their links' API; then the round is over, and every card says what comes next.
  const pass = async () => {
    for (let i = 0; i < 10; i++) {
      const g = (await mod()).game;
      if (!g.call || g.result) return g;
      const p = phone(g.call.seatId);
      const token = p.url.split("/").pop();
      const r = await p.page.request.post(`/api/seat/${token}/commands`, {
        data: { command: { type: "secret-moon.pass", seatId: p.seatId } },
      });
      expect(r.ok(), await r.text()).toBeTruthy();
    }
    return (await mod()).game;
  };
  await pass();
  for (const p of phones)
    await expect(situation(p)).toContainText("Round 1 is over: waiting for the host to deal round 2.");
  await screenshotBoth(victim.page, "table-seat-sm-round-over");

  // Rounds 2 and 3 by passes: the third round's end is the Princess team's win, or the free Thief's.
  let end = null;
  for (let round = 2; round <= 3 && !end; round++) {
    await command(page.request, game.id, { type: "secret-moon.start-round" });
    end = (await pass()).result;
  }
  expect(end, "the game ended").toBeTruthy();
  for (const p of phones) {
    const won = (end.winners as string[]).includes(p.seatId);
    await expect(situation(p)).toContainText(won ? "You won." : "You lost.");
    await expect(situation(p)).toContainText("Game 1 is over");
    await expect(situation(p)).not.toContainText("still win");
  }
  await screenshotBoth(phones[0]!.page, "table-seat-sm-end");
  expect(nameOf(first.seatId)).toBe(first.name);
});
