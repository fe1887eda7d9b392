// Words the seed draws from: names, trades, and the kinds of events a construction site records.
import type { Random } from './prng';

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍鹏辉建国红志海波斌宇浩凯健俊帆帅旭宁龙林欣晨阳亮成文博鑫'.split('');

export const personName = (rng: Random): string =>
  rng.pick(SURNAMES.split('')) + rng.pick(GIVEN) + (rng.chance(0.6) ? rng.pick(GIVEN) : '');

/** Work teams (班组) by trade. */
export const TRADES = ['钢筋工', '木工', '混凝土工', '架子工', '砌筑工', '水电工', '焊工', '抹灰工', '防水工', '机械操作工'] as const;

export const LABOUR_COMPANIES = [
  '浙江华建劳务有限公司',
  '江苏恒信建筑劳务有限公司',
  '安徽宏远劳务分包有限公司',
  '四川蜀安建筑劳务有限公司',
  '河南中原建设劳务有限公司',
  '湖南湘筑劳务工程有限公司',
] as const;

export const MANAGER_POSTS = [
  '项目经理',
  '技术负责人',
  '安全员',
  '质量员',
  '施工员',
  '材料员',
  '资料员',
  '机械员',
  '劳务员',
  '预算员',
] as const;

export const AI_ALARM_TYPES = ['未戴安全帽', '未穿反光衣', '区域入侵', '烟火识别', '车辆未冲洗', '人员聚集'] as const;

/** Warning types per monitoring module; a module only raises warnings when the project has its devices. */
export const WARNING_TYPES = {
  塔吊监测: ['超载', '力矩超限', '风速超限', '碰撞预警'],
  升降机监测: ['超载', '超速', '门锁异常'],
  环境监测: ['PM2.5超标', 'PM10超标', '噪声超标'],
  用电监测: ['漏电', '线缆温度过高'],
} as const;

export const SECURITY_CATEGORIES = ['高处作业', '临时用电', '脚手架', '基坑支护', '起重吊装', '消防安全', '文明施工'] as const;
export const QUALITY_CATEGORIES = ['钢筋工程', '模板工程', '混凝土工程', '砌体工程', '防水工程', '装饰装修'] as const;
export const RESPONSIBLE_UNITS = ['总包单位', '钢筋分包', '土建分包', '机电分包', '幕墙分包'] as const;

export const SECURITY_ISSUES = {
  高处作业: '临边防护栏杆缺失',
  临时用电: '配电箱未上锁，线缆拖地',
  脚手架: '脚手架连墙件间距过大',
  基坑支护: '基坑边堆载超过限值',
  起重吊装: '吊装区域未设置警戒',
  消防安全: '动火作业无监护人',
  文明施工: '材料堆放杂乱',
} as const;

export const QUALITY_ISSUES = {
  钢筋工程: '钢筋保护层厚度不足',
  模板工程: '模板拼缝不严',
  混凝土工程: '混凝土表面蜂窝麻面',
  砌体工程: '灰缝不饱满',
  防水工程: '防水卷材搭接宽度不足',
  装饰装修: '墙面空鼓',
} as const;

export const VEHICLE_TYPES = ['渣土车', '混凝土罐车', '货车', '小型汽车', '吊车'] as const;
export const VEHICLE_SOURCES = [
  ['杭州', '浙A'],
  ['宁波', '浙B'],
  ['绍兴', '浙D'],
  ['嘉兴', '浙F'],
  ['上海', '沪A'],
  ['苏州', '苏E'],
] as const;

export const WEATHERS = [
  ['晴', 4],
  ['多云', 4],
  ['阴', 2],
  ['小雨', 2],
  ['中雨', 1],
] as const;

export const WINDS = ['东风2级', '东南风3级', '南风2级', '西北风3级', '北风4级', '微风'] as const;

export const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
