// One plan: a milestone is reached exactly when the phase it marks is complete (主体结构封顶 done while the
// structure, and with it the BIM model's frame, is still rising was a contradiction a customer finds).
import { describe, expect, it } from 'vitest';
import { dayOf } from '../src/clock';
import { progressItem } from '../src/services/projects';
import { startApp } from './helpers';

const t = await startApp();
const prisma = t.app.services.database.prisma;
const today = dayOf(new Date());
const MARKS = { 基础工程完成: '基础工程', 主体结构封顶: '主体结构', 机电安装完成: '机电安装', 竣工验收: '竣工验收' } as const;

describe('milestones', () => {
  it('are reached when their phase is complete, in every seeded project', async () => {
    const projects = await prisma.project.findMany({ where: { simulated: true }, select: { id: true } });
    let reached = 0;
    for (const { id } of projects) {
      const [milestones, items] = await Promise.all([
        prisma.milestone.findMany({ where: { projectId: id } }),
        prisma.progressItem.findMany({ where: { projectId: id } }),
      ]);
      for (const [milestone, phase] of Object.entries(MARKS)) {
        const mark = milestones.find((m) => m.name === milestone)!;
        const complete =
          progressItem(
            items.find((item) => item.name === phase)!,
            today,
          ).percent >= 100;
        expect({ project: id, milestone, reached: mark.date <= today }).toEqual({ project: id, milestone, reached: complete });
        if (complete) reached++;
      }
    }
    expect(reached).toBeGreaterThan(0);
  });
});
