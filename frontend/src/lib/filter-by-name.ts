/** Client-side, case-insensitive substring match on the name (project-change panel search, docs/requirements/projects.md#project-change-panel). */
export function filterByName<T extends { name: string }>(items: readonly T[], keyword: string): T[] {
  const wanted = keyword.trim().toLowerCase();
  return wanted ? items.filter((item) => item.name.toLowerCase().includes(wanted)) : [...items];
}
