// The little statistics the measurements print.

export function mean(values) {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
