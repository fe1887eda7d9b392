// The frame of every back-office page. Its title is the page's second-level heading (the shell's <h1> names the
// page), drawn at Semi's card-title size.
import { Card, Typography } from '@douyinfe/semi-ui-19';
import type { ReactNode } from 'react';
import '../back-office.css';

export function BackOfficePage({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <div className="page back-office-page">
      <Card
        bordered={false}
        title={
          title ? (
            <Typography.Title heading={2} className="card-heading">
              {title}
            </Typography.Title>
          ) : undefined
        }
      >
        {children}
      </Card>
    </div>
  );
}
