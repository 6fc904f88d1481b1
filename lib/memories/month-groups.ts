// Groups timeline items (already newest first) into consecutive months, by UTC month.

type MonthGroup<T> = { key: string; label: string; items: T[] };

const monthLabel = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

export function groupByMonth<T extends { timelineAt: string }>(items: T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const item of items) {
    const key = item.timelineAt.slice(0, 7);
    const current = groups.at(-1);
    if (current?.key === key) current.items.push(item);
    else groups.push({ key, label: monthLabel.format(new Date(`${key}-01T00:00:00Z`)), items: [item] });
  }
  return groups;
}
