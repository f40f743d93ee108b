import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect as baseExpect, test } from "./test";
import { command, createGameByApi, screenshotBoth, signUpByApi } from "./helpers";
import { clocktowerDay } from "./clocktower-day";

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 30_000 });

/** A forum bot's receiver on this machine: what it was sent, headers and body. */
async function receiver() {
  const got: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/grimoire`;
  return { got, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test("a host adds a signed webhook, sends a test post, and the day's opening goes out by itself", async ({
  page,
  baseURL,
}) => {
  const bot = await receiver();
  try {
    await signUpByApi(page.request, baseURL!);
    const game = await clocktowerDay(page.request, { title: "Outlet game", startDay: false });
    await page.goto(`/games/${game.id}`);
    const outlets = page.getByTestId("outlets");
    await expect(outlets.getByRole("heading", { name: "Outlets" })).toBeVisible();
    await expect(outlets.getByText("No outlet yet")).toBeVisible();

    // Keyboard only: the kind, the address, what it posts, then Add.
    await outlets.getByLabel("Where").selectOption("generic");
    await outlets.getByLabel("Webhook URL").fill(bot.url);
    await outlets.getByRole("checkbox", { name: "Reveal" }).focus();
    await page.keyboard.press("Space");
    await expect(outlets.getByRole("checkbox", { name: "Reveal" })).not.toBeChecked();
    await outlets.getByRole("button", { name: "Add outlet" }).focus();
    await page.keyboard.press("Enter");

    const card = outlets.getByTestId("outlet");
    await expect(card).toHaveCount(1);
    await expect(card.getByText(bot.url)).toBeVisible();
    await card.getByRole("button", { name: "Show" }).click();
    const secret = (await card.getByTestId("outlet-secret").textContent())!.trim();
    expect(secret).toMatch(/^[\w-]{40,}$/);

    await card.getByRole("button", { name: "Send a test post" }).click();
    const log = card.getByTestId("outlet-deliveries");
    await expect(log.getByRole("listitem").first()).toContainText("Test post");
    await expect(log.getByRole("listitem").first()).toContainText("Delivered");
    await expect(log.getByRole("listitem").first()).toContainText("Answered 204");
    expect(bot.got).toHaveLength(1);
    const test = bot.got[0]!;
    const expected = `sha256=${createHmac("sha256", secret).update(test.body).digest("hex")}`;
    expect(test.headers["x-grimoire-signature-256"]).toBe(expected);
    const body = JSON.parse(test.body) as { game: { title: string }; kind: string; text: Record<string, string> };
    expect(body.kind).toBe("test");
    expect(body.game.title).toBe("Outlet game");
    expect(body.text.plain).toContain("this outlet works");

    // The dawn starts Day 1: the worker posts the day's opening with no one copying it.
    await command(
      page.request,
      game.id,
      { type: "clocktower.confirmDawn", deaths: [{ seatId: game.seatOf("Amelia"), cause: "night" }] },
      true,
    );
    await expect.poll(() => bot.got.map((g) => JSON.parse(g.body).kind as string)).toContain("dayOpening");
    const opening = bot.got.map((g) => JSON.parse(g.body)).find((b) => b.kind === "dayOpening");
    expect(opening.text.bbcode).toMatch(/^\[b\]Day 1 has begun\.\[\/b\]\nAmelia died in the night\./);
    // The public view only: no seat's character in it.
    expect(JSON.stringify(opening.view)).not.toContain('"characterId":"chambermaid"');
    // The export never carries the outlet.
    const exported = await (await page.request.get(`/api/games/${game.id}/export`)).text();
    expect(exported).not.toContain(bot.url);
    expect(exported).not.toContain(secret);

    await page.reload();
    await expect(card.getByTestId("outlet-deliveries")).toContainText("Day opening");
    await page.addStyleTag({ content: "nextjs-portal{display:none!important}" });
    await outlets.scrollIntoViewIfNeeded();
    await screenshotBoth(page, "outlets");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await outlets.screenshot({ path: `test-results/screenshots/outlets-panel-${width}.png` });
    }

    // Removing asks first, Cancel focused: Cancel keeps the outlet; "Remove it" removes it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole("button", { name: /^Remove/ }).click();
    const confirm = card.getByRole("group", { name: /Remove this outlet\?/ });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(outlets.getByTestId("outlet")).toHaveCount(1);
    await card.getByRole("button", { name: /^Remove/ }).click();
    await card.getByRole("button", { name: "Remove it" }).click();
    await expect(outlets.getByTestId("outlet")).toHaveCount(0);
  } finally {
    await bot.close();
  }
});

test("a Secret Moon game's outlets offer only its kinds, by its names, and its round opening goes out", async ({
  page,
  baseURL,
}) => {
  const bot = await receiver();
  try {
    await signUpByApi(page.request, baseURL!);
    const game = await createGameByApi(page.request, "Moon outlet", "secret-moon");
    for (const name of ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"])
      await command(page.request, game.id, { type: "seat.add", name });
    await command(page.request, game.id, { type: "secret-moon.deal" });
    await page.goto(`/games/${game.id}`);
    const outlets = page.getByTestId("outlets");
    await expect(outlets.getByRole("heading", { name: "Outlets" })).toBeVisible();
    const boxes = outlets.getByRole("checkbox");
    await expect(boxes).toHaveCount(2);
    await expect(outlets.getByRole("checkbox", { name: "Round opening" })).toBeChecked();
    await expect(outlets.getByRole("checkbox", { name: "End of a game (the deal and the points)" })).toBeChecked();
    // No vote in Secret Moon: no vote count, and so no interval.
    await expect(outlets.getByText("Vote count at most every")).toHaveCount(0);

    await outlets.getByLabel("Where").selectOption("generic");
    await outlets.getByLabel("Webhook URL").fill(bot.url);
    await outlets.getByRole("button", { name: "Add outlet" }).click();
    await expect(outlets.getByTestId("outlet")).toHaveCount(1);
    await command(page.request, game.id, { type: "secret-moon.start-round" });
    await expect.poll(() => bot.got.map((g) => JSON.parse(g.body).kind as string)).toContain("dayOpening");
    const opening = bot.got.map((g) => JSON.parse(g.body)).find((b) => b.kind === "dayOpening");
    expect(opening.text.bbcode).toMatch(/^\[b\]Game 1, round 1 of 3 begins\.\[\/b\]/);
    await page.reload();
    await expect(outlets.getByTestId("outlet-deliveries")).toContainText("Round opening");
    await expect(outlets.getByTestId("outlet-deliveries")).toContainText("Delivered");
    await page.addStyleTag({ content: "nextjs-portal{display:none!important}" });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await outlets.scrollIntoViewIfNeeded();
      await outlets.screenshot({ path: `test-results/screenshots/outlets-secret-moon-${width}.png` });
    }
  } finally {
    await bot.close();
  }
});
