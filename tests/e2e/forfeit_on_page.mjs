// A forfeit recorded on the arbiters' page (issue 49, item 2), in Debian's Chromium, headless,
// driven by playwright-core. Called by tests/test_pairing_round_trip.cpp:
//   node forfeit_on_page.mjs URL ARBITER PASSWORD BOARD "OPTION LABEL"
// The arbiter logs in, chooses the forfeit in the board's result list by its words (as a
// screen reader reads the list), sets it (answering the page's question with yes), and then
// confirms the result. Prints one JSON line; exit 0 only when the table said done to both.
import { chromium } from "playwright-core";

const [url, arbiter, password, board, label] = process.argv.slice(2);
const report = { ok: false, steps: [] };
const step = (what) => report.steps.push(what);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  // The page asks before it ends or confirms a game: the arbiter says yes, and the question
  // is kept for the report (it names the board and the result).
  report.questions = [];
  page.on("dialog", async (dialog) => {
    report.questions.push(dialog.message());
    await dialog.accept();
  });
  await page.goto(url);
  const section = page.locator(`section[aria-labelledby="b${board}"]`);
  await section.waitFor({ timeout: 10000 });
  await page.getByLabel("Arbiter's name").fill(arbiter);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  step("logged in");
  const list = page.getByRole("combobox", { name: `Result of board ${board}` });
  report.options = await list.locator("option").allTextContents();
  await list.selectOption({ label });
  step("forfeit chosen");
  const answer = section.locator('[role="status"]');
  const done = async (what) => {
    await answer.filter({ hasText: /done|refused|did not answer|no answer/ }).waitFor({ timeout: 10000 });
    report[what] = await answer.textContent();
    step(what);
  };
  await page.getByRole("button", { name: `Set result, board ${board}` }).click();
  await done("set");
  // The result reaches the page, and Confirm is offered.
  const confirm = page.getByRole("button", { name: `Confirm result, board ${board}` });
  await page.waitForFunction((b) => {
    const button = document.querySelector(`section[aria-labelledby="b${b}"] button[aria-label^="Confirm result"]`);
    return button && !button.disabled;
  }, board, { timeout: 10000 });
  await answer.evaluate((e) => { e.textContent = ""; });
  await confirm.click();
  await done("confirmed");
  report.ok = report.set.includes("done") && report.confirmed.includes("done");
} catch (e) {
  report.error = String(e);
} finally {
  await browser.close();
}
console.log(JSON.stringify(report));
process.exit(report.ok ? 0 : 1);
