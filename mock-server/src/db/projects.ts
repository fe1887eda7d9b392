// The standing entities of each seeded project: managers, contracts, files, labour companies, teams
// and workers, cameras, devices, progress plan, news and media. Daily facts come from facts.ts.
import { addDays, atTime } from '../clock';
import { newsText } from './phrases';
import { Random } from './prng';
import type { Insert } from './sql';
import { LABOUR_COMPANIES, MANAGER_POSTS, TRADES, personName } from './vocabulary';
import {
  AR_CAMERA_POSTER,
  cameraPosterUrl,
  delayedVideoCoverUrl,
  newsCoverUrl,
  projectCoverUrl,
  projectMedia,
  workerPhotoUrl,
} from '../media/addresses';
import { DEFAULT_MODEL_SHOW, MODULES, type PROJECTS } from './reference';

type ProjectSeed = (typeof PROJECTS)[number];

const phone = (rng: Random) => `1${rng.pick(['35', '36', '37', '38', '39', '58', '86'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;

const CAMERA_PLACES = [
  '大门口',
  '塔吊区域',
  '材料堆场',
  '基坑北侧',
  '钢筋加工棚',
  '生活区',
  '办公区',
  '施工电梯口',
  '南侧围挡',
  '混凝土浇筑区',
];
const PHASES = ['施工准备', '基础工程', '地下室结构', '主体结构', '砌体工程', '机电安装', '幕墙工程', '装饰装修', '室外工程', '竣工验收'];

export interface SeededProject {
  id: number;
  tenantId: number;
  startDate: string;
  endDate: string;
}

/** Inserts one project with its standing entities and returns its id and period. */
export function seedProject(
  insert: Insert,
  seed: number,
  today: string,
  index: number,
  def: ProjectSeed,
  tenantId: number,
  orgId: number,
): SeededProject {
  const rng = new Random(seed, 'project', index);
  const startDate = addDays(today, def.startOffset);
  const endDate = addDays(today, def.endOffset);
  const [buildUnit, constructionUnit, designUnit, supervisionUnit] = def.units;
  const manager = personName(rng);
  const id = insert('Project', {
    tenantId,
    orgId,
    name: def.name,
    label: def.label,
    address: def.address,
    city: def.city,
    lng: def.lng,
    lat: def.lat,
    status: '在建',
    startDate,
    endDate,
    investment: def.investment,
    area: def.area,
    manager,
    phone: phone(rng),
    description: def.description,
    cover: projectCoverUrl(index),
    buildUnit,
    constructionUnit,
    designUnit,
    supervisionUnit,
    developerCreditCode: `91${rng.int(100000, 999999)}MA${rng.int(1000000, 9999999)}X`,
    developerContact: personName(rng),
    developerPhone: phone(rng),
    developerAddress: def.address.replace(/\d+号$/, '1号'),
    safetyTarget: '杜绝重大安全事故，创建省级安全文明标准化工地',
    qualityTarget: '确保省优质工程，争创国家优质工程',
    baseFileUrl: `/static/files/p${index + 1}/base.pdf`,
    baseFileName: '项目基本信息表.pdf',
    dashboardVersion: def.dashboardVersion,
    modelShow: DEFAULT_MODEL_SHOW,
    simulated: true,
    createTime: atTime(addDays(startDate, -30), '10:00:00'),
  });

  seedManagers(insert, rng, id, def, manager, constructionUnit, supervisionUnit, startDate);
  seedContracts(insert, rng, id, index, def, startDate);
  seedFiles(insert, rng, id, index, startDate);
  seedLabour(insert, rng, id, index, def);
  seedCameras(insert, rng, id, index, def, startDate, today);
  seedDevices(insert, rng, id, def, startDate);
  seedProgress(insert, rng, id, startDate, endDate);
  seedMedia(insert, rng, seed, id, index, def, today);
  for (const module of MODULES) {
    insert('EmpowerRecord', {
      tenantId,
      projectId: id,
      moduleCode: module.code,
      startTime: startDate,
      expireTime: addDays(today, 365),
      createTime: atTime(startDate, '09:00:00'),
    });
  }
  return { id, tenantId, startDate, endDate };
}

function seedManagers(
  insert: Insert,
  rng: Random,
  projectId: number,
  def: ProjectSeed,
  manager: string,
  contractor: string,
  supervisor: string,
  startDate: string,
) {
  const count = Math.min(MANAGER_POSTS.length, 5 + Math.floor(def.workers / 25));
  MANAGER_POSTS.slice(0, count).forEach((post, i) => {
    insert('ManagerTeamMember', {
      projectId,
      name: i === 0 ? manager : personName(rng),
      post,
      phone: phone(rng),
      company: post === '资料员' && rng.chance(0.5) ? supervisor : contractor,
      createTime: atTime(addDays(startDate, i), '09:30:00'),
    });
  });
}

function seedContracts(insert: Insert, rng: Random, projectId: number, index: number, def: ProjectSeed, startDate: string) {
  const year = startDate.slice(0, 4);
  const contracts = [
    { name: '施工总承包合同', type: '总承包', partyA: def.units[0], partyB: def.units[1], amount: def.investment * 0.82 },
    { name: '工程监理合同', type: '监理', partyA: def.units[0], partyB: def.units[3], amount: def.investment * 0.015 },
    {
      name: '劳务分包合同',
      type: '劳务分包',
      partyA: def.units[1],
      partyB: LABOUR_COMPANIES[index % LABOUR_COMPANIES.length]!,
      amount: def.investment * 0.12,
    },
    {
      name: '商品混凝土采购合同',
      type: '材料采购',
      partyA: def.units[1],
      partyB: '杭州中建商品混凝土有限公司',
      amount: def.investment * 0.06,
    },
    { name: '塔吊租赁合同', type: '设备租赁', partyA: def.units[1], partyB: '浙江建机设备租赁有限公司', amount: def.investment * 0.008 },
  ];
  contracts.forEach((contract, i) => {
    insert('Contract', {
      projectId,
      ...contract,
      amount: Math.round(contract.amount * 100) / 100,
      code: `HT-${year}-${String(index + 1).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`,
      signDate: addDays(startDate, -20 + i * rng.int(3, 12)),
      createTime: atTime(addDays(startDate, -20 + i), '14:00:00'),
    });
  });
}

function seedFiles(insert: Insert, rng: Random, projectId: number, index: number, startDate: string) {
  const files = [
    ['施工图纸（建筑）.pdf', '图纸'],
    ['施工图纸（结构）.pdf', '图纸'],
    ['施工组织设计.docx', '方案'],
    ['安全专项施工方案.docx', '方案'],
    ['监理规划.pdf', '方案'],
    ['开工报告.pdf', '报告'],
    ['基础验收记录.pdf', '验收'],
    ['现场影像资料.zip', '影像'],
  ] as const;
  files.forEach(([name, type], i) => {
    insert('ProjectFile', {
      projectId,
      name,
      type,
      url: `/static/files/p${index + 1}/${i + 1}${name.slice(name.lastIndexOf('.'))}`,
      size: rng.int(200_000, 48_000_000),
      uploadTime: atTime(addDays(startDate, i * 9 - 10), rng.clock(540, 1080)),
    });
  });
}

function seedLabour(insert: Insert, rng: Random, projectId: number, index: number, def: ProjectSeed) {
  const companyCount = Math.min(LABOUR_COMPANIES.length, 2 + Math.floor(def.workers / 40));
  const teams: { id: number; companyId: number; workType: string }[] = [];
  for (let c = 0; c < companyCount; c++) {
    const companyId = insert('Company', {
      projectId,
      name: LABOUR_COMPANIES[(index + c) % LABOUR_COMPANIES.length]!,
      leader: personName(rng),
    });
    const teamCount = rng.int(2, 3);
    for (let t = 0; t < teamCount; t++) {
      const workType = TRADES[(c * 3 + t + index) % TRADES.length]!;
      const teamId = insert('Team', { projectId, companyId, name: `${workType.replace('工', '')}班组`, workType });
      teams.push({ id: teamId, companyId, workType });
    }
  }
  for (let w = 0; w < def.workers; w++) {
    // Every team gets workers; the rest land unevenly so rankings differ.
    const team = w < teams.length ? teams[w]! : rng.pick(teams);
    insert('Worker', {
      projectId,
      companyId: team.companyId,
      teamId: team.id,
      name: personName(rng),
      workType: team.workType,
      photo: workerPhotoUrl(w),
    });
  }
}

function seedCameras(insert: Insert, rng: Random, projectId: number, index: number, def: ProjectSeed, startDate: string, today: string) {
  const count = 3 + Math.floor(def.workers / 35);
  for (let c = 0; c < count; c++) {
    insert('Camera', {
      projectId,
      name: `${c + 1}号摄像头`,
      location: CAMERA_PLACES[c % CAMERA_PLACES.length]!,
      status: c === 0 || rng.chance(0.85) ? 'online' : 'offline',
      streamUrl: `/static/video/p${index + 1}-camera-${c + 1}.m3u8`,
      poster: cameraPosterUrl(c),
      kind: 'site',
      main: c === 0,
    });
  }
  const arCamera = insert('Camera', {
    projectId,
    name: '高点AR全景摄像头',
    location: '1号塔吊顶部',
    status: 'online',
    streamUrl: `/static/video/p${index + 1}-ar.m3u8`,
    poster: AR_CAMERA_POSTER,
    kind: 'ar',
    main: false,
  });
  const markers = [
    ['1号塔吊', '塔吊'],
    ['2号塔吊', '塔吊'],
    ['1号楼', '楼栋'],
    ['2号楼', '楼栋'],
    ['材料堆场', '区域'],
    ['项目大门', '出入口'],
  ] as const;
  for (const [name, type] of markers)
    insert('ArMarker', { projectId, cameraId: arCamera, name, type, x: rng.float(5, 95), y: rng.float(10, 90) });
  insert('DelayedVideo', {
    projectId,
    name: '基础施工延时摄影',
    cover: delayedVideoCoverUrl(1),
    url: `/static/video/p${index + 1}-delayed-1.mp4`,
    startDate,
    endDate: addDays(startDate, 90),
  });
  insert('DelayedVideo', {
    projectId,
    name: '主体结构施工延时摄影',
    cover: delayedVideoCoverUrl(2),
    url: `/static/video/p${index + 1}-delayed-2.mp4`,
    startDate: addDays(startDate, 91),
    endDate: addDays(today, -1),
  });
}

function seedDevices(insert: Insert, rng: Random, projectId: number, def: ProjectSeed, startDate: string) {
  const cranes = def.workers >= 100 ? 3 : def.workers >= 50 ? 2 : 1;
  const elevators = def.workers >= 100 ? 2 : 1;
  const sprayers = 3 + Math.floor(def.workers / 40);
  const devices: [kind: string, name: string, location: string][] = [
    ...Array.from({ length: cranes }, (_, i) => ['crane', `${i + 1}号塔吊`, `${i + 1}号楼北侧`] as [string, string, string]),
    ...Array.from({ length: elevators }, (_, i) => ['elevator', `${i + 1}号施工升降机`, `${i + 1}号楼东侧`] as [string, string, string]),
    ['environment', '扬尘噪声监测仪', '项目大门'],
    ['water', '智能水表', '生活区'],
    ['power', '智能电表', '总配电房'],
    ...Array.from(
      { length: sprayers },
      (_, i) => ['sprayer', `${i + 1}号喷淋`, CAMERA_PLACES[(i + 2) % CAMERA_PLACES.length]!] as [string, string, string],
    ),
    ['gate', '车辆道闸', '项目大门'],
  ];
  const prefix = { crane: 'TC', elevator: 'SC', environment: 'EM', water: 'WM', power: 'PM', sprayer: 'SP', gate: 'GT' } as Record<
    string,
    string
  >;
  devices.forEach(([kind, name, location], i) => {
    insert('Device', {
      projectId,
      kind,
      name,
      deviceNo: `${prefix[kind]}${String(projectId).padStart(2, '0')}${String(i + 1).padStart(3, '0')}`,
      location,
      status: kind === 'sprayer' || rng.chance(0.9) ? 'online' : 'offline',
      operator: kind === 'crane' || kind === 'elevator' ? personName(rng) : '',
      updateTime: atTime(startDate, '08:00:00'),
      ...(kind === 'sprayer' ? { switchState: 'off', mode: 'auto' } : {}),
    });
  });
}

function seedProgress(insert: Insert, rng: Random, projectId: number, startDate: string, endDate: string) {
  const total = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000);
  // Overlapping phases over the period; each phase starts a little late and slips by a few days.
  const actualEnds = new Map<string, string>();
  PHASES.forEach((name, i) => {
    const plannedStart = addDays(startDate, Math.round((total * i) / (PHASES.length + 1)));
    const plannedEnd = addDays(startDate, Math.round((total * (i + 2)) / (PHASES.length + 1)) - 1);
    const actualStart = addDays(plannedStart, rng.int(0, 8));
    const actualEnd = addDays(plannedEnd, rng.int(-5, 20));
    actualEnds.set(name, actualEnd);
    insert('ProgressItem', { projectId, sort: i + 1, name, plannedStart, plannedEnd, actualStart, actualEnd });
  });
  // A milestone is reached when its phase ends, so 主体结构封顶 is done exactly when the structure (and the BIM
  // model's frame) is complete: one plan, never a milestone ahead of the work it marks.
  const milestones = [
    ['基础工程完成', '基础工程'],
    ['主体结构封顶', '主体结构'],
    ['机电安装完成', '机电安装'],
    ['竣工验收', '竣工验收'],
  ] as const;
  insert('Milestone', { projectId, name: '项目开工', date: startDate });
  for (const [name, phase] of milestones) insert('Milestone', { projectId, name, date: actualEnds.get(phase)! });
}

function seedMedia(insert: Insert, rng: Random, seed: number, projectId: number, index: number, def: ProjectSeed, today: string) {
  projectMedia(index).forEach((media, sort) => insert('MediaLink', { projectId, ...media, sort }));
  const newsCount = 4 + (index % 3);
  for (let n = 0; n < newsCount; n++) {
    insert('News', {
      projectId,
      ...newsText(new Random(seed, 'news', index, n), def.name, index, n),
      cover: newsCoverUrl(index + n),
      time: atTime(addDays(today, -(n * 9 + rng.int(0, 6))), rng.clock(540, 1080)),
    });
  }
}
