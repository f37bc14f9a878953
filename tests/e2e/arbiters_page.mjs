// The arbiters' page in a real browser (issue 21): Debian's Chromium, headless, driven by
// playwright-core. Called by tests/test_hall_page.cpp with the page's address, an arbiter's
// login, the board that waits for a penalty decision, and where to put the screenshot:
//   node arbiters_page.mjs URL ARBITER PASSWORD BOARD SCREENSHOT.png
// It checks the page with axe-core (no serious or critical violation), finds the alert and
// the board's line as a screen reader would (by role and name), logs in, presses "Accept
// penalty" for the board and waits for the table's answer. Prints one JSON line; exit 0
// only when everything held.
import { createRequire } from "node:module";
import { chromium } from "playwright-core";

const [url, arbiter, password, board, screenshot] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const axePath = require.resolve("axe-core/axe.min.js");
const report = { ok: false, steps: [] };
const step = (what) => report.steps.push(what);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  // As the machine allows: no sandbox as root, no network beyond this machine.
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(url);
  // The board's line, as text, and the alert in the live region.
  const line = page.locator(`section[aria-labelledby="b${board}"] .line`);
  await line.filter({ hasText: "penalty waiting" }).waitFor({ timeout: 10000 });
  report.line = await line.textContent();
  step("board line read");
  const log = page.getByRole("log", { name: "Alerts" });
  await log.getByText(`Board ${board}: illegal`).first().waitFor({ timeout: 5000 });
  report.alerts = await log.locator("li").allTextContents();
  report.live = await log.getAttribute("aria-live");
  step("alert in the live region");

  // The accessibility check, on the page as the arbiter sees it.
  await page.addScriptTag({ path: axePath });
  const axe = await page.evaluate(async () => await window.axe.run(document, { resultTypes: ["violations"] }));
  report.violations = axe.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length,
                                                   help: v.help }));
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  step(`axe-core ${axe.testEngine.version}: ${axe.violations.length} violations, ${serious.length} serious or critical`);
  await page.screenshot({ path: screenshot });
  step("screenshot");
  // Large print, by the button's name, and back.
  const large = page.getByRole("button", { name: "Large print" });
  await large.click();
  report.large_print = await large.getAttribute("aria-pressed");
  report.large_font = await page.evaluate(() => getComputedStyle(document.body).fontSize);
  await page.screenshot({ path: screenshot.replace(/\.png$/, "-large.png") });
  await large.click();
  step("large print");

  // Log in, and accept the penalty by the button's accessible name.
  await page.getByLabel("Arbiter's name").fill(arbiter);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("button", { name: `Accept penalty, board ${board}` }).click();
  const answer = page.locator(`section[aria-labelledby="b${board}"] [role="status"]`);
  await answer.filter({ hasText: /done|refused|did not answer/ }).waitFor({ timeout: 10000 });
  report.answer = await answer.textContent();
  step("accepted");
  await line.filter({ hasNotText: "penalty waiting" }).waitFor({ timeout: 5000 });
  report.line_after = await line.textContent();
  report.ok = serious.length === 0 && report.answer.includes("done");
} catch (e) {
  report.error = String(e);
} finally {
  await browser.close();
}
console.log(JSON.stringify(report));
process.exit(report.ok ? 0 : 1);
