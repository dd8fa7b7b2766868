// How the measurements print: durations, titled tables, goals with their verdict.

/** "840 ms", or "1.25 s" from a second up. */
export const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);

export function printTitle(title) {
  console.log(`\n${title}`);
}

/** Columns as wide as their widest cell: the first left-aligned, the others right-aligned. */
export function printTable(header, lines) {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.log(format(line));
}

/** "  PASS  text (goal …)"; returns whether the goal is met. */
export function printGoal(text, met, goal) {
  console.log(`  ${met ? "PASS" : "FAIL"}  ${text} (goal ${goal})`);
  return met;
}
