/** The greeting's time of day, from the browser's clock. */
export function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** When the part of the day `now` is in ends (the greeting changes then), in milliseconds since the epoch. */
export function partOfDayEnds(now: Date): number {
  const hour = now.getHours();
  const end = new Date(now);
  end.setHours(hour >= 5 && hour < 12 ? 12 : hour >= 12 && hour < 18 ? 18 : 5, 0, 0, 0);
  if (end <= now) end.setDate(end.getDate() + 1);
  return end.getTime();
}
