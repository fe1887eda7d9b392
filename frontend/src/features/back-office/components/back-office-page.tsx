// The frame of every back-office page.
import { Card } from '@douyinfe/semi-ui-19';
import type { ReactNode } from 'react';

export function BackOfficePage({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <div className="page back-office-page">
      <Card bordered={false} title={title}>
        {children}
      </Card>
    </div>
  );
}
