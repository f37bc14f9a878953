// The hall's pages pushed to (issue 37), in Debian's headless Chromium driven by
// playwright-core. Called by tests/test_hall_page.cpp:
//   node pushed_pages.mjs ARBITERS_URL PERSIAN_URL SPECTATORS_URL BOARD SHOTS_DIR MOVES SPOKEN
// MOVES: the arbiters' page's texts of the moves to come ("1. e4|1... e5|..."); SPOKEN: the
// spectators' words for them ("1. Bauer Eva vier|..."). Opens the arbiters' page (in the
// hall's language) and the spectators' page, prints READY once both have their stream open,
// and then, while a table plays, notes when each move first shows on each page (Date.now(),
// by a MutationObserver) and every request either page makes. Then: the labels by role and
// name, axe-core on each page and on the arbiters' page in Persian (right to left); a third
// page in a browser without EventSource must still show the moves, by reading the JSON. Prints
// one JSON line; the test judges it.
import { createRequire } from "node:module";
import { chromium } from "playwright-core";

const [arbitersUrl, persianUrl, spectatorsUrl, board, shots, movesArg, spokenArg] = process.argv.slice(2);
const moves = movesArg.split("|"), spoken = spokenArg.split("|");
const require = createRequire(import.meta.url);
const axePath = require.resolve("axe-core/axe.min.js");
const report = { steps: [] };
const step = (what) => report.steps.push(what);

// Notes, in the page, the first moment each of `texts` shows in its <main>.
function watch(texts) {
  window.firstSeen = {};
  const look = () => {
    const shown = document.querySelector("main")?.innerText || "";
    for (const t of texts) if (!(t in window.firstSeen) && shown.includes(t)) window.firstSeen[t] = Date.now();
  };
  document.addEventListener("DOMContentLoaded", () => {
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
    look();
  });
}
async function axe(page) {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => await window.axe.run(document, { resultTypes: ["violations"] }));
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help }));
}
function countRequests(page) {
  const requests = [];
  page.on("request", (r) => requests.push({ url: r.url(), t: Date.now() }));
  return requests;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: "en-US" });
  const arbiters = await context.newPage(), spectators = await context.newPage();
  await arbiters.addInitScript(watch, moves);
  await spectators.addInitScript(watch, spoken);
  const arbitersRequests = countRequests(arbiters), spectatorsRequests = countRequests(spectators);
  // And a browser without EventSource: the one page that reads the JSON every two seconds.
  const fallback = await context.newPage();
  await fallback.addInitScript(() => { delete window.EventSource; });
  const fallbackRequests = countRequests(fallback);
  await arbiters.goto(arbitersUrl);
  await spectators.goto(spectatorsUrl);
  await fallback.goto(arbitersUrl);
  for (const page of [arbiters, spectators])
    await page.waitForFunction(() => window.hallStream && window.hallStream.readyState === 1, null, { timeout: 10000 });
  const ready = Date.now();
  report.requests_before = { arbiters: arbitersRequests.map((r) => r.url), spectators: spectatorsRequests.map((r) => r.url) };
  console.log("READY");
  step("both pages open, each with its stream");

  // The table plays now: wait for its last move on both pages, without reloading either.
  const last = moves.length - 1;
  await arbiters.waitForFunction((t) => t in window.firstSeen, moves[last], { timeout: 30000 });
  await spectators.waitForFunction((t) => t in window.firstSeen, spoken[last], { timeout: 30000 });
  report.arbiters_seen = await arbiters.evaluate(() => window.firstSeen);
  report.spectators_seen = await spectators.evaluate(() => window.firstSeen);
  report.requests_after = {
    arbiters: arbitersRequests.filter((r) => r.t > ready).map((r) => r.url),
    spectators: spectatorsRequests.filter((r) => r.t > ready).map((r) => r.url),
  };
  report.streams_open = {
    arbiters: await arbiters.evaluate(() => window.hallStream.readyState),
    spectators: await spectators.evaluate(() => window.hallStream.readyState),
  };
  step("moves seen");
  const fallbackLine = fallback.locator(`section[aria-labelledby="b${board}"] .line`);
  await fallbackLine.filter({ hasText: moves[last] }).waitFor({ timeout: 5000 });
  report.fallback_line = await fallbackLine.textContent();
  report.fallback_polls = fallbackRequests.filter((r) => r.url.includes("arbiters.json")).length;
  report.fallback_streams = fallbackRequests.filter((r) => r.url.includes("/events")).length;
  step("the page without EventSource polls");

  // The arbiters' page in the hall's language, found by role and name as a screen reader does.
  report.arbiters_lang = await arbiters.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
  report.heading = await arbiters.getByRole("heading", { level: 1 }).textContent();
  report.log_in = await arbiters.getByRole("button", { name: "Anmelden" }).count();
  report.alerts_log = await arbiters.getByRole("log", { name: "Meldungen" }).count();
  report.accept_button = await arbiters.getByRole("button", { name: `Strafe annehmen, Brett ${board}` }).count();
  report.arbiters_line = await arbiters.locator(`section[aria-labelledby="b${board}"] .line`).textContent();
  report.arbiters_violations = await axe(arbiters);
  await arbiters.screenshot({ path: `${shots}/arbiters-de.png` });
  step("arbiters' page in German");

  // The spectators' page: one line a board, the new moves in a polite live region.
  report.spectators_line = await spectators.locator(`#board-${board}`).textContent();
  report.spectators_lines = await spectators.locator("#boards li").count();  // one line a board, however pushed
  report.news = await spectators.getByRole("log", { name: await spectators.locator("#news-title").textContent() })
                    .locator("li").allTextContents();
  report.news_live = await spectators.locator("#news").getAttribute("aria-live");
  report.spectators_headings = await spectators.getByRole("heading").allTextContents();
  report.vocabulary = await spectators.getByRole("combobox").inputValue();
  report.spectators_violations = await axe(spectators);
  await spectators.screenshot({ path: `${shots}/spectators.png` });
  step("spectators' page");

  // The arbiters' page in Persian: right to left, the same board.
  const persian = await context.newPage();
  await persian.goto(persianUrl);
  const persianLine = persian.locator(`section[aria-labelledby="b${board}"] .line`);
  await persianLine.filter({ hasText: moves[last] }).waitFor({ timeout: 10000 });
  report.persian_lang = await persian.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
  report.persian_line = await persianLine.textContent();
  report.persian_violations = await axe(persian);
  await persian.screenshot({ path: `${shots}/arbiters-fa.png` });
  step("arbiters' page in Persian");
} catch (e) {
  report.error = String(e);
} finally {
  await browser.close();
}
console.log(JSON.stringify(report));
