// The one table of the contract's enum values a user reads (openapi.yaml's Chinese enums, the module codes and the
// share boards): each enum keyed by its generated type, so a value added to the contract fails the type check until
// it has its English here. Screens show a value with enumLabel, never with a table of their own.
import type { Schemas } from '@smartsite/api';
import { i18n } from '.';
import { dataVocabulary } from './vocabulary';

type Labels<Value extends string> = Record<Value, string>;

/** English of every Chinese enum value of the contract, per schema (enums.test.ts walks openapi.yaml for them). */
export const contractEnums = {
  ProjectStatus: { 筹备: 'Preparing', 在建: 'Under construction', 停工: 'Suspended', 完工: 'Completed' },
  'AiAlarm.status': { 未处理: 'Open', 已处理: 'Handled' },
  'Warning.status': { 未处理: 'Open', 处理中: 'Handling', 已处理: 'Handled' },
  'Inspection.level': { 一般: 'Minor', 较大: 'Major', 重大: 'Critical' },
  'Inspection.status': { 待整改: 'To rectify', 整改中: 'Rectifying', 已整改: 'Rectified', 已超期: 'Overdue' },
  'ProgressItem.status': { 未开始: 'Not started', 进行中: 'In progress', 已完成: 'Completed', 滞后: 'Behind' },
  ConfinedSpacePermitStatus: { 待审批: 'Awaiting approval', 已批准: 'Approved', 作业中: 'Work under way', 已关闭: 'Closed' },
} as const satisfies {
  ProjectStatus: Labels<Schemas['ProjectStatus']>;
  'AiAlarm.status': Labels<Schemas['AiAlarm']['status']>;
  'Warning.status': Labels<Schemas['Warning']['status']>;
  'Inspection.level': Labels<Schemas['Inspection']['level']>;
  'Inspection.status': Labels<Schemas['Inspection']['status']>;
  'ProgressItem.status': Labels<Schemas['ProgressItem']['status']>;
  ConfinedSpacePermitStatus: Labels<Schemas['ConfinedSpacePermitStatus']>;
};

/** The authorisable modules by code; the server names them in Chinese (Module.name), which Chinese screens show. */
const moduleNames: Record<Schemas['ModuleCode'], string> = {
  overview: 'Overview',
  labour: 'Attendance',
  camera: 'Video surveillance',
  warning: 'Alarm centre',
  inspection: 'Inspections',
  progress: 'Progress',
  iot: 'IoT monitoring',
  bim: 'Construction',
  party: 'Party building',
};

/**
 * Contract.type and ProjectFile.type are free strings in the contract; these are the categories the seed and the
 * forms use, read like enum values (any other text is the user's data and stays as typed).
 */
const categoryValues = {
  'Contract.type': {
    总承包: 'General contract',
    监理: 'Supervision',
    劳务分包: 'Labour subcontract',
    材料采购: 'Materials',
    设备租赁: 'Equipment rental',
  },
  'ProjectFile.type': { 图纸: 'Drawings', 方案: 'Plans', 报告: 'Reports', 验收: 'Acceptance', 影像: 'Photos and video' },
} as const satisfies Record<string, Record<string, string>>;

const english: ReadonlyMap<string, string> = new Map(
  [...Object.values(contractEnums), ...Object.values(categoryValues), ...Object.values(dataVocabulary)].flatMap((labels) =>
    Object.entries(labels),
  ),
);

const isEnglish = () => i18n.language === 'en';

/** A contract enum value as the user reads it: its English in English, else the value itself (data passes through). */
export function enumLabel(value: string): string {
  return (isEnglish() && english.get(value)) || value;
}

/** A module's name as the user reads it: the server's name in Chinese, the code's English in English. */
export function moduleLabel(code: string, serverName: string): string {
  return (isEnglish() && (moduleNames as Record<string, string | undefined>)[code]) || serverName;
}
