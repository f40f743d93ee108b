/**
 * Kemomimi Panic on phones lying on a table (issue 29, the players' side): one browser context per
 * player at 390 px, the host moderating by API. Each player reads their situation on their own card
 * (what Shamlock's check showed, robbed, found guilty, what the table waits for, won or lost), the
 * role card lies face down (in the page only while held), the thief points the Target card with one
 * tap of a name chip and the form locks visibly at zero, and every tap target is at least 44 px tall.
 */
import { expect as baseExpect, test, type Browser, type Page } from "./test";
import { command, createGameByApi, screenshotBoth, signUpByApi } from "./helpers";
import { chooseChip, holdCard, readCard, releaseCard, smallTargets } from "./seat-card";

test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 20_000 });

const NAMES = ["Aki", "Ben", "Cho", "Dai", "Emi"];

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

type Player = { seatId: string; character: string; role: string; roleName: string; team: string; out: boolean };

test("each Kemomimi player reads their own situation on a face-down card; the thief points in one tap", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Kemomimi on the table", "kemomimi-panic");
  for (const name of NAMES) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "kemomimi.configure", preset: "recommended-5" });
  await command(page.request, game.id, { type: "game.publish" });
  const links = (await (await page.request.post(`/api/games/${game.id}/seat-links/all`)).json()).links as Array<{
    seatId: string;
    url: string;
  }>;
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const phones: Phone[] = [];
  for (const s of seats) phones.push(await openPhone(browser, s.id, s.name, links.find((l) => l.seatId === s.id)!.url));
  for (const p of phones) await expect(p.page.getByText("The game master has not dealt you a card yet.")).toBeVisible();

  await command(page.request, game.id, { type: "kemomimi.deal" });
  const mod = async () => (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.rules;
  const players = (await mod()).players as Player[];
  const phone = (seatId: string) => phones.find((p) => p.seatId === seatId)!;
  const situation = (p: Phone) => p.page.getByTestId("seat-situation");
  const thief = phone(players.find((p) => p.team === "thief")!.seatId);
  const shamlock = phone(players.find((p) => p.character === "shamlock")!.seatId);

  // ---------------------------------------------- the role card lies face down
  for (const p of phones) {
    const role = players.find((x) => x.seatId === p.seatId)!.roleName;
    const card = p.page.getByTestId("face-down-card");
    await expect(card).toContainText("Your role card, face down");
    expect(await p.page.content()).not.toContain(role);
    await expect(p.page.locator("main")).not.toContainText(role);
    const face = await holdCard(p.page);
    await expect(face.getByTestId("own-character")).toHaveText(role);
    await releaseCard(p.page);
    expect(await p.page.content()).not.toContain(role);
  }

  // ---------------------------------------------- game start: Shamlock's check, its answer on her card only
  const checked = phones.find((p) => p.seatId !== shamlock.seatId)!;
  await shamlock.page.reload();
  expect(await smallTargets(shamlock.page), "every tap target on Shamlock's check at 390 px").toEqual([]);
  await chooseChip(shamlock.page, "Player to check", checked.name);
  await shamlock.page.getByRole("button", { name: "Check this player" }).click();
  await expect(situation(shamlock)).toContainText(`You checked ${checked.name}.`);
  await expect(situation(shamlock)).not.toContainText(/Civilian \(OK\)|thumbs down/);
  const isCivilian = players.find((x) => x.seatId === checked.seatId)!.team === "civilian";
  expect(await readCard(shamlock.page, "kp-secret-result")).toBe(
    `${checked.name} signalled ${isCivilian ? "Civilian (OK)." : "not a Civilian (thumbs down)."}`,
  );
  for (const p of phones.filter((x) => x !== shamlock)) await expect(situation(p)).not.toContainText("checked");

  // ---------------------------------------------- day 1: the Leader names an innocent suspect with a chip
  const leaderId = (await mod()).leader as string;
  const leader = phone(leaderId);
  const innocent = phones.find((p) => p !== thief && p !== leader)!;
  await expect(situation(leader)).toContainText("You are the Leader: name a suspect");
  for (const p of phones.filter((x) => x !== leader))
    await expect(situation(p)).toContainText(`Waiting for the Leader, ${leader.name}, to name a suspect.`);
  await leader.page.reload();
  const suspects = leader.page.getByRole("group", { name: "Suspect" });
  for (const r of await suspects.getByRole("radio").all()) await expect(r).not.toBeChecked();
  expect(await leader.page.locator("select").count(), "no list preset to a name").toBe(0);
  expect(await smallTargets(leader.page), "every tap target of the Leader at 390 px").toEqual([]);
  await chooseChip(leader.page, "Suspect", innocent.name);
  await leader.page.getByRole("button", { name: "Name the suspect" }).click();
  await expect(situation(innocent)).toContainText(`The vote on ${innocent.name} is open: give your hand below.`);
  expect(await smallTargets(innocent.page), "every tap target of a vote at 390 px").toEqual([]);
  await command(page.request, game.id, { type: "kemomimi.raiseHands", seatIds: [] }, true);
  await command(page.request, game.id, { type: "kemomimi.countVotes" });
  await expect(situation(innocent)).toContainText("waiting for the game master to carry out the verdict");
  await command(page.request, game.id, { type: "kemomimi.carryOutVerdict" });
  await expect(situation(innocent)).toContainText("You were found innocent.");
  await expect(situation(innocent)).toContainText("Day 1 is over: waiting for the game master to start the night.");

  // ---------------------------------------------- night 1: the thief points with one tap of a chip
  await command(page.request, game.id, { type: "kemomimi.startNight" }, true);
  const victim = phones.find((p) => p !== thief)!;
  await expect(situation(victim)).toContainText("Night 1: eyes closed. Waiting for the dawn.");
  // The count runs from the start of the night: the thief taps at once, then the page is measured.
  // The thief's phone keeps time by Playwright's clock (it flows as the real one does), so that the
  // count can be run on to zero below instead of waited out.
  await thief.page.clock.install();
  await thief.page.reload();
  await thief.page.getByRole("group", { name: "Tonight's target" }).getByRole("button", { name: victim.name }).click();
  await expect(situation(thief)).toContainText("You steal tonight: tap a name");
  expect(await smallTargets(thief.page), "every tap target of the thief at 390 px").toEqual([]);
  await screenshotBoth(thief.page, "table-seat-kp-thief");
  await expect(thief.page.getByTestId("kp-own-target")).toContainText(`The Target card points at ${victim.name}.`);
  const night = (await mod()).night as { target: string | null; lockAt: string | null };
  expect(night.target, "one tap chose the target").toBe(victim.seatId);
  await expect(
    thief.page.getByRole("group", { name: "Tonight's target" }).getByRole("button", { name: victim.name }),
  ).toHaveAttribute("aria-pressed", "true");
  if (night.lockAt) {
    // At zero the form locks where the thief can see it: the page's script locks it by the phone's own
    // clock, run on here past the lock (the server's refusal after it is lib/rulesets/kemomimi-panic/host.test.ts's).
    await expect(thief.page.getByTestId("kp-steal-locked")).toBeHidden();
    await thief.page.clock.fastForward(Math.max(0, Date.parse(night.lockAt) - Date.now()) + 1000);
    await expect(thief.page.getByTestId("kp-steal-locked")).toBeVisible();
    for (const b of await thief.page.getByRole("group", { name: "Tonight's target" }).getByRole("button").all())
      await expect(b).toBeDisabled();
    await screenshotBoth(thief.page, "table-seat-kp-thief-locked");
  }
  await command(page.request, game.id, { type: "kemomimi.dawn" }, true);
  const afterNight = (await mod()).players as Player[];
  const victimOut = afterNight.find((x) => x.seatId === victim.seatId)!.out;
  await expect(situation(victim)).toContainText(
    victimOut
      ? "You were robbed last night: you lost your last Fake Jewelry and are out."
      : "You were robbed last night: you lost a Fake Jewelry.",
  );
  if (victimOut) await expect(situation(victim)).toContainText("You are out: your team can still win");
  await screenshotBoth(victim.page, "table-seat-kp-robbed");

  // ---------------------------------------------- the thief is found guilty until the game ends
  for (let day = 2; day < 8; day++) {
    const rules = await mod();
    if (rules.phase === "ended") break;
    if (rules.phase === "night") {
      await command(page.request, game.id, { type: "kemomimi.dawn" }, true);
      continue;
    }
    const lead = phone(rules.leader as string);
    await lead.page.reload();
    await chooseChip(lead.page, "Suspect", thief.name);
    await lead.page.getByRole("button", { name: "Name the suspect" }).click();
    const hands = (rules.players as Player[]).filter((x) => !x.out).map((x) => x.seatId);
    await command(page.request, game.id, { type: "kemomimi.raiseHands", seatIds: hands }, true);
    await command(page.request, game.id, { type: "kemomimi.countVotes" });
    await command(page.request, game.id, { type: "kemomimi.carryOutVerdict" });
    if ((await mod()).phase !== "ended") await command(page.request, game.id, { type: "kemomimi.startNight" }, true);
  }
  const end = await mod();
  expect(end.phase).toBe("ended");
  const winners = end.outcome.winners as string[];
  for (const p of phones) {
    const won = winners.includes(p.seatId);
    await expect(situation(p)).toContainText(won ? "You won. The Civilians win:" : "You lost. The Civilians win:");
  }
  await expect(situation(thief)).toContainText("You were found guilty");
  await screenshotBoth(thief.page, "table-seat-kp-end");
});
