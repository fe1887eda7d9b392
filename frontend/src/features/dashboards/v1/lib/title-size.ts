// Font size of the v1 centre project name (docs/requirements/dashboards.md#v1-title-size): 36px by default; 28px when the name is longer
// than 12 and shorter than 15 characters; 15px when longer than 15; a size from the server wins. The spec
// leaves exactly 15 characters open: we give it 28px, so the size never grows as the name gets longer.

const titleSizes = { normal: '36px', long: '28px', veryLong: '15px' } as const;

/** Characters as people count them (code points, so a rare CJK character outside the BMP counts once). */
export function nameLength(name: string): number {
  return [...name].length;
}

export function projectTitleSize(name: string, serverSize?: string): string {
  if (serverSize) return serverSize;
  const length = nameLength(name);
  if (length > 15) return titleSizes.veryLong;
  if (length > 12) return titleSizes.long;
  return titleSizes.normal;
}

/** The name shown: the display name from the server when supplied, else the project name. */
export function projectTitle(info: { projectInfo: { name: string }; projectShowName?: string }): string {
  return info.projectShowName || info.projectInfo.name;
}
