import { expect, test, type Browser, type Page } from "./test";
import { clientIp, OWNER, signUpByApi, uniqueName } from "./helpers";

/** A browser of its own, its own client address for the sign-in limits; `goto` waits for hydration. */
async function browserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: clientIp() });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    return response;
  };
  return page;
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("the owner disables, resets and removes moderators' accounts", async ({ browser, baseURL, playwright }) => {
  test.setTimeout(180_000);
  const owner = await browserPage(browser);
  // Made on first use; for an existing account the sign-up answers 200 too and signs nobody in.
  await owner.request.post("/api/auth/sign-up/email", {
    data: { email: `${OWNER.username}@example.org`, name: OWNER.username, ...OWNER },
    headers: { origin: baseURL!, ...clientIp() },
  });
  const second = await playwright.request.newContext({ baseURL });
  const third = await playwright.request.newContext({ baseURL });
  const alice = await signUpByApi(second, baseURL!, uniqueName("alice"));
  const bruno = await signUpByApi(third, baseURL!, uniqueName("bruno"));

  // Another moderator neither sees the section nor reaches its API.
  expect((await second.get("/api/admin/moderators")).status()).toBe(403);
  const other = await browserPage(browser);
  await signIn(other, bruno.username, bruno.password);
  await expect(other).toHaveURL(/\/games$/);
  await other.goto("/settings");
  await expect(other.getByRole("heading", { name: "Personal API tokens" })).toBeVisible();
  await expect(other.getByRole("heading", { name: "Moderators" })).toHaveCount(0);

  await signIn(owner, OWNER.username, OWNER.password);
  await expect(owner).toHaveURL(/\/games$/);
  await owner.goto("/settings");
  await expect(owner.getByRole("heading", { name: "Moderators" })).toBeVisible();
  const row = (name: string) => owner.getByTestId(`moderator-${name}`);
  const actions = (name: string) => owner.getByRole("group", { name: `Actions for ${name}` });
  await expect(row(alice.username)).toContainText("active");
  // The owner's own row offers nothing to do to it.
  await expect(row(OWNER.username)).toContainText("(you)");
  await expect(row(OWNER.username).getByRole("button")).toHaveCount(0);

  // Disabled: the session it had ends, and it cannot sign in, told why.
  await actions(alice.username).getByRole("button", { name: "Disable" }).click();
  await expect(row(alice.username)).toContainText("disabled");
  expect((await second.get("/api/games")).status()).toBe(401);
  const alicePage = await browserPage(browser);
  await signIn(alicePage, alice.username, alice.password);
  await expect(alicePage.getByRole("main").getByRole("alert")).toHaveText(
    "This account is disabled. Ask the server's owner.",
  );
  await expect(alicePage).toHaveURL(/\/sign-in$/);

  // Enabled again, and given a reset link that works once.
  await actions(alice.username).getByRole("button", { name: "Enable" }).click();
  await expect(row(alice.username)).toContainText("active");
  await actions(alice.username).getByRole("button", { name: "Make a password-reset link" }).click();
  const link = (await owner.getByTestId("reset-link").textContent())!;
  expect(link).toMatch(/\/reset-password\?token=[\w-]+$/);
  await alicePage.goto(link);
  await alicePage.getByLabel("New password", { exact: true }).fill("a brand new password");
  await alicePage.getByLabel("New password again").fill("a brand new password");
  await alicePage.getByRole("button", { name: "Set the password" }).click();
  await expect(alicePage.getByRole("status")).toContainText("Your password is set");
  await signIn(alicePage, alice.username, alice.password);
  await expect(alicePage.getByRole("main").getByRole("alert")).toHaveText("Wrong username, email or password.");
  await signIn(alicePage, alice.username, "a brand new password");
  await expect(alicePage).toHaveURL(/\/games$/);
  await alicePage.goto(link);
  await expect(alicePage.getByRole("main").getByRole("alert")).toContainText("unknown, used or expired");

  // Removed, after a confirmation whose default is to keep the account.
  await actions(bruno.username).getByRole("button", { name: "Remove" }).click();
  const confirm = owner.getByRole("alertdialog");
  await expect(confirm).toContainText(`Remove the account ${bruno.username}?`);
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row(bruno.username)).toBeVisible();
  await actions(bruno.username).getByRole("button", { name: "Remove" }).click();
  await owner.getByRole("alertdialog").getByRole("button", { name: "Remove it" }).click();
  await expect(owner.getByRole("status")).toContainText(`Removed ${bruno.username}`);
  await expect(row(bruno.username)).toHaveCount(0);
  await signIn(other, bruno.username, bruno.password);
  await expect(other.getByRole("main").getByRole("alert")).toHaveText("Wrong username, email or password.");
});
