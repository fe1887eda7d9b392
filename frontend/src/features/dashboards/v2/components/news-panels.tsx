// Project news (listV2News): a scrolling list of titles, covers of the latest items, or a digest with summaries.
import { MediaGrid } from '../../shared/components/media-grid';
import { OperationPanel } from '../../shared/components/operation-panel';
import { ScrollBoardPanel } from '../../shared/components/panels';
import { shortTime } from '../../shared/lib/format';
import './news-panels.css';
import { tr } from '@/lib/i18n/phrases';

export function NewsBoardPanel({ grow, title = tr('项目动态') }: { grow?: number; title?: string }) {
  return (
    <ScrollBoardPanel
      operation="listV2News"
      title={title}
      grow={grow}
      columns={[
        { title: tr('标题'), value: (news) => <span title={news.summary}>{news.title}</span>, width: 3 },
        { title: tr('时间'), value: (news) => shortTime(news.time), width: 1.2 },
      ]}
    />
  );
}

export function NewsCoversPanel({ grow, title }: { grow?: number; title: string }) {
  return (
    <OperationPanel
      operation="listV2News"
      title={title}
      grow={grow}
      testId="panel-listV2News-covers"
      isEmpty={(news) => news.list.length === 0}
    >
      {(news) => (
        <MediaGrid
          items={news.list
            .slice(0, 6)
            .map((item) => ({ id: item.id, name: item.title, type: 'photo', url: item.cover, cover: item.cover }))}
        />
      )}
    </OperationPanel>
  );
}

export function NewsDigestPanel({ grow, title }: { grow?: number; title: string }) {
  return (
    <OperationPanel
      operation="listV2News"
      title={title}
      grow={grow}
      testId="panel-listV2News-digest"
      isEmpty={(news) => news.list.length === 0}
    >
      {(news) => (
        <ul className="bs-list bs-digest">
          {news.list.map((item) => (
            <li key={item.id}>
              <strong>{item.title}</strong>
              <span>{item.summary}</span>
              <small>{shortTime(item.time)}</small>
            </li>
          ))}
        </ul>
      )}
    </OperationPanel>
  );
}
