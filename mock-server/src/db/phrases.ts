// Phrase material for the texts a site writes by hand (the daily log, news), so that no screen shows one template
// sentence again and again. Each text is drawn from its own PRNG stream: adding a phrase changes that text only,
// never the numbers of the other domains.
import type { Random } from './prng';

/** What a crew does in each phase of the schedule (the phase names of the seed's ProgressItem rows). */
const PHASE_TASKS: Record<string, readonly string[]> = {
  施工准备: ['临时道路硬化', '临建板房搭设', '围挡及大门安装', '测量控制网复核', '临水临电接驳'],
  基础工程: ['工程桩施工', '桩基检测配合', '承台垫层浇筑', '基坑土方开挖', '支护桩冠梁施工'],
  地下室结构: ['底板钢筋绑扎', '地下室外墙防水', '顶板模板支设', '后浇带清理', '地下室墙柱浇筑'],
  主体结构: ['标准层梁板钢筋绑扎', '墙柱混凝土浇筑', '铝模拆除周转', '楼层放线', '爬架提升'],
  砌体工程: ['加气块砌筑', '构造柱浇筑', '圈梁钢筋绑扎', '墙体植筋'],
  机电安装: ['桥架安装', '给排水立管安装', '风管吊装', '配电箱柜就位', '消防管道试压'],
  幕墙工程: ['幕墙埋件复测', '龙骨安装', '玻璃板块吊装', '打胶收口'],
  装饰装修: ['墙面找平', '吊顶龙骨安装', '地砖铺贴', '公共区域涂料'],
  室外工程: ['室外管网开挖', '道路基层摊铺', '景观绿化种植', '雨水井砌筑'],
  竣工验收: ['分户验收', '资料整理归档', '消防验收配合', '缺陷整改复查'],
  现场准备: ['场地平整', '材料进场验收', '机械设备检修'],
};

const MATERIALS = [
  (rng: Random) => `进场钢筋${rng.int(20, 90)}吨，见证取样送检`,
  (rng: Random) => `浇筑商品混凝土${rng.int(60, 420)}m³`,
  (rng: Random) => `进场加气砌块${rng.int(8, 30)}车`,
  (rng: Random) => `模板木方进场${rng.int(2, 6)}车`,
  (rng: Random) => `防水卷材进场${rng.int(600, 2400)}㎡，资料齐全`,
] as const;

const SAFETY = [
  (rng: Random) => `班前安全教育${rng.int(3, 9)}个班组`,
  (rng: Random) => `安全员巡查发现隐患${rng.int(1, 4)}处，已整改`,
  () => '塔吊、升降机运行正常',
  () => '动火作业均办理审批',
  () => '临边洞口防护完好',
  (rng: Random) => `开展${rng.pick(['消防', '用电', '高处作业', '起重吊装'])}专项检查`,
] as const;

const RAIN = ['雨天暂停室外高处作业', '组织排水，基坑无积水', '室外作业改为室内砌筑'] as const;

interface DailyLogFacts {
  phases: readonly string[];
  present: number;
  rainy: boolean;
}

/** One entry of the daily construction log (施工日志): tasks of the running phases, labour, then one or two notes. */
export function dailyLogText(rng: Random, { phases, present, rainy }: DailyLogFacts): string {
  const running = phases.length ? phases : ['现场准备'];
  const tasks = running.slice(0, 2).map((phase) => rng.pick(PHASE_TASKS[phase] ?? PHASE_TASKS['现场准备']!));
  const notes = [rng.pick(rainy ? RAIN.map((text) => () => text) : MATERIALS)(rng), rng.pick(SAFETY)(rng)];
  return `${[...new Set(tasks)].join('、')}，劳务人员${present}人；${notes.join('；')}。`;
}

/** Project news: a title and a summary that say something about the event (no repeated sentence per project). */
const NEWS: readonly { title: string; summary: (rng: Random) => string }[] = [
  { title: '开展安全生产月主题活动', summary: (rng) => `组织${rng.int(120, 380)}名作业人员参加安全知识竞赛和应急演练。` },
  { title: '顺利通过主体结构阶段验收', summary: () => '质监站专家组对实体质量和内业资料进行检查，一次通过验收。' },
  { title: '智慧工地平台上线运行', summary: () => '劳务实名制、视频监控和塔吊监测接入平台，管理人员手机即可查看。' },
  { title: '党支部开展主题党日活动', summary: () => '党员走进班组宣讲安全生产规定，并为一线工人送去劳保用品。' },
  { title: '劳务实名制管理获评示范项目', summary: () => '工资专户、考勤和培训记录全部线上留痕，获住建部门通报表扬。' },
  { title: '开展季节性施工安全交底', summary: () => '针对近期天气调整作业时间，落实防滑、防风和临时用电措施。' },
  { title: '组织消防应急疏散演练', summary: (rng) => `模拟宿舍区火情，${rng.int(3, 6)}分钟内完成全员疏散和初期火灾扑救。` },
  { title: '召开质量观摩交流会', summary: () => '兄弟单位来访观摩样板引路区，交流铝模和爬架施工经验。' },
  { title: '开展农民工夜校培训', summary: (rng) => `第${rng.int(2, 9)}期夜校讲授识图和用电安全，参训工人结业考核合格。` },
  { title: '塔吊群防碰撞系统调试完成', summary: () => '多台塔吊的作业区域和限位接入监测平台，交叉作业自动预警。' },
];

interface NewsText {
  title: string;
  summary: string;
}

/** News item `n` of project `index`: consecutive items of one project never share a story. */
export function newsText(rng: Random, projectName: string, index: number, n: number): NewsText {
  const story = NEWS[(index * 3 + n) % NEWS.length]!;
  // No story title starts with 项目: most project names end with it (滨江花园安置房项目党支部…, not …项目项目党支部).
  return { title: `${projectName}${story.title}`, summary: story.summary(rng) };
}
