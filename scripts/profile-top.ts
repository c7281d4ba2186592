/**
 * `npx tsx scripts/profile-top.ts file.cpuprofile [N]`: the N (default 25) functions with the most self time in a
 * V8 CPU profile (node --cpu-prof), and the share of time by package, as Markdown. For docs/benchmarks/.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const [file, limit = "25"] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-top.ts file.cpuprofile [N]");
const profile = JSON.parse(readFileSync(file, "utf8")) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const place = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith("node:")) return "node core";
  if (url === "") return "(V8 / native)";
  return url.includes("/build/server/") ? "our server build" : url.replace(/^file:\/\/.*?\/(app|scripts)/, "$1");
};
const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  const where = place(node.callFrame.url);
  const key = `${node.callFrame.functionName || "(anonymous)"} · ${where}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  byPlace.set(where, (byPlace.get(where) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1)}%`;
const top = (m: Map<string, number>, n: number) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`Total sampled: ${(total / 1000).toFixed(0)} ms\n\n| where | self time |\n|---|---|`);
for (const [k, v] of top(byPlace, 12)) console.log(`| ${k} | ${pct(v)} |`);
console.log(`\n| function · where | self time |\n|---|---|`);
for (const [k, v] of top(byFunction, Number(limit))) console.log(`| ${k} | ${pct(v)} |`);
