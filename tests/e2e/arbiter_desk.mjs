// The arbiters' page an arbiter cannot misclick, and clocks that run (issue 49, items 3, 4,
// 6, 7), in Debian's headless Chromium driven by playwright-core. Called by
// tests/test_hall_desk.cpp while a real table plays board BOARD of round 3:
//   node arbiter_desk.mjs ARBITERS_URL SPECTATORS_URL BOARD SHOTS_DIR
// (the accounts: anna/anna-pw an arbiter, viewer/viewer-pw a spectator). It prints
// KILL_BROKER when the test should kill the broker, then one JSON line; the test judges it.
import { createRequire } from "node:module";
import { chromium } from "playwright-core";

const [arbitersUrl, spectatorsUrl, board, shots] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const axePath = require.resolve("axe-core/axe.min.js");
const report = { steps: [], dialogs: [] };
const step = (what) => report.steps.push(what);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const runningClock = (text) => {  // "1:29:58 running" -> seconds
  const m = /(\d+):(\d\d):(\d\d) running/.exec(text || "");
  return m ? +m[1] * 3600 + +m[2] * 60 + +m[3] : null;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: "en-US" });
  const page = await context.newPage();
  let answerDialog = "accept";  // what the arbiter answers the page's next question
  page.on("dialog", async (d) => {
    report.dialogs.push(d.message());
    if (answerDialog === "accept") await d.accept(); else await d.dismiss();
  });
  await page.goto(arbitersUrl);
  const section = page.locator(`section[aria-labelledby="b${board}"]`);
  const line = section.locator(".line"), answer = section.locator('[role="status"]');
  const heading = page.getByRole("heading", { name: new RegExp(`^Board ${board}`) });
  await heading.filter({ hasText: "Beta, Two" }).waitFor({ timeout: 10000 });
  report.heading = await heading.textContent();
  step("players named");

  // Item 4: the running clock counts down between the hall's events, on both pages.
  await line.filter({ hasText: "running" }).waitFor({ timeout: 10000 });
  const first = await line.textContent();
  await sleep(2500);
  report.arbiters_clock = [runningClock(first), runningClock(await line.textContent())];
  const spectators = await context.newPage();
  await spectators.goto(spectatorsUrl);
  const spectatorLine = spectators.locator(`#board-${board}`);
  await spectatorLine.filter({ hasText: "running" }).waitFor({ timeout: 10000 });
  const spectatorFirst = await spectatorLine.textContent();
  await sleep(2500);
  report.spectators_clock = [runningClock(spectatorFirst), runningClock(await spectatorLine.textContent())];
  step("clocks run");

  // Item 3: no result is chosen, and nothing can be set before one is.
  const select = section.getByRole("combobox", { name: `Result of board ${board}` });
  const setButton = section.getByRole("button", { name: `Set result, board ${board}` });
  report.result_default = await select.inputValue();
  report.result_options = await select.locator("option").allTextContents();
  report.set_disabled_at_first = await setButton.isDisabled();

  // Item 6: the login is checked by the broker and says why not.
  const who = page.locator("#who");
  const logIn = async (name, password) => {
    await page.getByLabel("Arbiter's name").fill(name);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await who.filter({ hasNotText: "Checking" }).waitFor({ timeout: 10000 });
    return await who.textContent();
  };
  report.login_spectator = await logIn("viewer", "viewer-pw");
  report.login_wrong = await logIn("anna", "guess");
  report.login_anna = await logIn("anna", "anna-pw");
  step("logins");

  const choose = async (label) => {
    await select.selectOption({ label });
    return await setButton.isDisabled();
  };
  const press = async (name, decision) => {
    answerDialog = decision;
    await answer.evaluate((e) => { e.textContent = ""; });
    await section.getByRole("button", { name: `${name}, board ${board}` }).click();
    await answer.filter({ hasText: /nothing was sent|done|refused|did not answer/ }).waitFor({ timeout: 10000 });
    return await answer.textContent();
  };
  const states = async () => {
    const out = {};
    for (const name of ["Accept penalty", "Pause", "Reconcile", "Set result", "Confirm result", "Withdraw result"])
      out[name] = await section.getByRole("button", { name: `${name}, board ${board}` }).isDisabled();
    return out;
  };
  // A draw the players agreed, asked first: said no to, nothing is sent; then yes.
  report.set_disabled_after_choice = await choose("½-½ by agreement");
  report.cancelled = await press("Set result", "dismiss");
  await choose("½-½ by agreement");
  report.agreed = await press("Set result", "accept");
  await line.filter({ hasText: "1/2-1/2" }).waitFor({ timeout: 5000 });
  report.line_agreed = await line.textContent();
  report.disabled_agreed = await states();
  report.alerts_agreed = await page.locator("#alert-list li").allTextContents();
  step("a draw by agreement");

  // Withdrawn: the game goes on, its clock running again.
  report.withdrawn = await press("Withdraw result", "accept");
  await line.filter({ hasNotText: "1/2-1/2" }).waitFor({ timeout: 5000 });
  await line.filter({ hasText: "running" }).waitFor({ timeout: 5000 });
  report.line_withdrawn = await line.textContent();
  report.disabled_withdrawn = await states();
  report.alerts_withdrawn = await page.locator("#alert-list li").allTextContents();
  step("withdrawn");

  // The arbiter's decision, confirmed: then nothing more can be clicked but what is left.
  await choose("1-0 (arbiter's decision)");
  report.decided = await press("Set result", "accept");
  await line.filter({ hasText: "1-0" }).waitFor({ timeout: 5000 });
  report.confirmed = await press("Confirm result", "accept");
  await line.filter({ hasText: "(confirmed)" }).waitFor({ timeout: 5000 });
  report.line_confirmed = await line.textContent();
  report.disabled_confirmed = await states();
  step("decided and confirmed");

  await page.addScriptTag({ path: axePath });
  const axe = await page.evaluate(async () => await window.axe.run(document, { resultTypes: ["violations"] }));
  report.violations = axe.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help }));
  await page.screenshot({ path: `${shots}/arbiter-desk.png` });

  // Item 4: a hall that lost its broker shows no clock as current, on either page.
  console.log("KILL_BROKER");
  await page.locator("#hall-status").filter({ hasText: "lost the broker" }).waitFor({ timeout: 15000 });
  report.hall_status = await page.locator("#hall-status").textContent();
  report.line_stale = await line.textContent();
  step("broker lost");
} catch (e) {
  report.error = String(e);
} finally {
  await browser.close();
}
console.log(JSON.stringify(report));
